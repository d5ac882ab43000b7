/** Russian validation messages of spec §5, word for word. */
export const REQUIRED_MESSAGE = 'Это поле обязательно';
export const INVALID_LINK_MESSAGE = 'Неверная ссылка';
export const STEAM_LOGIN_MESSAGE = 'Логин Steam должен состоять из латинских букв, цифр, точек или подчеркиваний.';
export const INVALID_MAIL_MESSAGE = 'Неверная почта';
export const INVALID_OTP_MESSAGE = 'Некорректный OTP-код';
export const INVALID_TELEGRAM_ID_MESSAGE = 'Неверный формат ID';
export const INVALID_EMAIL_MESSAGE = 'Некорректный email';
export const ENTER_EMAIL_MESSAGE = 'Введите email';
/** Shown when the server refuses a login code, and when a code is incomplete. */
export const WRONG_CODE_MESSAGE = 'Неверный код';

// The spec names no wording for this one; it follows the tone of the ones above.
export const INVALID_AMOUNT_MESSAGE = 'Некорректная сумма';
/** The spec names no wording for a wrong phone either. */
export const INVALID_PHONE_MESSAGE = 'Некорректный номер телефона';
