import { z } from 'zod';
import type { BuyerInputKind } from '../catalog';
import { buyerInputSchema } from './buyer-inputs';
import { REQUIRED_MESSAGE } from './messages';

/** How a buyer input is typed: most are text; a few are a choice from a short list. */
type BuyerInputControl = 'text' | 'email' | 'password' | 'url' | 'digits' | 'select';

interface BuyerInputOption {
  value: string;
  label: string;
}

export interface BuyerInputField {
  label: string;
  placeholder: string;
  hint: string | null;
  control: BuyerInputControl;
  options: BuyerInputOption[] | null;
}

const text = (
  label: string,
  placeholder: string,
  hint: string | null = null,
  control: BuyerInputControl = 'text',
): BuyerInputField => ({
  label,
  placeholder,
  hint,
  control,
  options: null,
});
const select = (
  label: string,
  placeholder: string,
  options: [string, string][],
  hint: string | null = null,
): BuyerInputField => ({
  label,
  placeholder,
  hint,
  control: 'select',
  options: options.map(([value, label]) => ({ value, label })),
});

/** What the buyer sees for each of the 21 input kinds: the label, an example and a hint where people get it wrong. */
export const BUYER_INPUT_FIELDS: Readonly<Record<BuyerInputKind, BuyerInputField>> = {
  mobile_id: text('Mobile ID', 'Например, 512345678', 'Идентификатор аккаунта в мобильной игре'),
  uid: text('UID игрока', 'Например, 800123456', 'UID указан в профиле или в углу экрана игры', 'digits'),
  id: text('ID игрока', 'Например, 123456789', 'ID можно найти в профиле игрока', 'digits'),
  trade_link: text(
    'Ссылка на обмен Steam',
    'https://steamcommunity.com/tradeoffer/new/?partner=…',
    'Steam → Инвентарь → Предложения обмена → Кто может отправлять мне предложения',
    'url',
  ),
  steam_login: text('Логин Steam', 'Например, ivan_petrov', 'Логин, которым вы входите в Steam, а не никнейм'),
  steam_account: text(
    'Ссылка на профиль Steam',
    'https://steamcommunity.com/id/…',
    'Откройте свой профиль в Steam и скопируйте адрес страницы',
    'url',
  ),
  login: text('Логин от аккаунта', 'Логин или телефон', 'Продавец войдёт в аккаунт только для выдачи товара'),
  nickname: text('Никнейм в игре', 'Например, DragonSlayer', null),
  password: text(
    'Пароль от аккаунта',
    'Пароль',
    'Хранится зашифрованным, продавец видит его только пока выполняет заказ. Смените пароль после получения товара',
    'password',
  ),
  code_friendship: text('Код дружбы', 'Например, SW-1234-5678-9012', null),
  code_product: text('Код товара', 'Код из описания товара', null),
  activation_code: text('Код активации', 'XXXXX-XXXXX-XXXXX', null),
  email: text('E-mail для получения', 'mail@example.ru', 'Сюда придёт ключ или код, сохраните письмо', 'email'),
  player_tag: text('Тег игрока', 'Например, #2PP8Y0L', 'Тег указан в профиле под никнеймом'),
  zone_id: text('Zone ID', 'Например, 2041', 'Число в скобках рядом с ID игрока', 'digits'),
  zepeto_id: text('ZEPETO ID', 'Например, zepeto_star', null),
  region: select('Регион аккаунта', 'Выберите регион', [
    ['RU', 'Россия'],
    ['CIS', 'СНГ'],
    ['GL', 'Весь мир'],
    ['CN', 'Китай'],
    ['RB', 'Беларусь'],
  ]),
  server: select('Сервер', 'Выберите сервер', [
    ['europe', 'Европа'],
    ['america', 'Америка'],
    ['asia', 'Азия'],
    ['tw-hk-mo', 'TW, HK, MO'],
    ['russia', 'Россия'],
  ]),
  platform: select('Платформа', 'Выберите платформу', [
    ['pc', 'PC'],
    ['playstation', 'PlayStation'],
    ['xbox', 'Xbox'],
    ['android', 'Android'],
    ['ios', 'iOS'],
    ['switch', 'Nintendo Switch'],
  ]),
  account: text('E-mail аккаунта', 'mail@example.ru', 'Почта, к которой привязан аккаунт', 'email'),
  otp: text(
    'Код подтверждения',
    '6 цифр',
    'Одноразовый код из приложения или письма; понадобится при выдаче',
    'digits',
  ),
};

/** The field of one kind: label, example, hint and the choices of a select. */
export function buyerInputField(kind: BuyerInputKind): BuyerInputField {
  return BUYER_INPUT_FIELDS[kind];
}

/** The check for one kind: choices must be one of the options, everything else follows the spec's rules. */
function buyerInputFieldSchema(kind: BuyerInputKind): z.ZodType<string, string> {
  const { options } = BUYER_INPUT_FIELDS[kind];
  if (!options) return buyerInputSchema(kind);
  const values = new Set(options.map((option) => option.value));
  return z.string({ error: REQUIRED_MESSAGE }).refine((value) => values.has(value), { error: REQUIRED_MESSAGE });
}

/** One schema for a product's whole input form, keyed by input kind; used by the form and again at checkout. */
export function buyerInputsSchema(kinds: readonly BuyerInputKind[]) {
  return z.object(
    Object.fromEntries(kinds.map((kind) => [kind, buyerInputFieldSchema(kind)])) as Record<
      string,
      z.ZodType<string, string>
    >,
  );
}
