import { describe, expect, it } from 'vitest';
import { CONTACT_MASK, contactSkeleton, maskContacts } from './contact-masking';

/** Attempts to take a deal elsewhere, as people write them; each must lose its contact. */
const ATTEMPTS: [string, string, string][] = [
  ['phone', 'Позвони мне +7 912 345-67-89', '+7 912 345-67-89'],
  ['phone', 'мой номер 89123456789', '89123456789'],
  ['phone', 'звони 8 (912) 345 67 89 после шести', '8 (912) 345 67 89'],
  ['phone', 'номер 8 9 1 2 3 4 5 6 7 8 9', '8 9 1 2 3 4 5 6 7 8 9'],
  ['phone', 'пиши на 9123456789', '9123456789'],
  ['phone', 'тел 8-9О0-123-45-67', '8-9О0-123-45-67'],
  ['phone', 'Kazakhstan +7-701-234-56-78', '+7-701-234-56-78'],
  ['phone', 'ua +380 67 123 4567', '+380 67 123 4567'],
  ['email', 'почта ivan.petrov@mail.ru', 'ivan.petrov@mail.ru'],
  ['email', 'ivan (собака) mail (точка) ru', 'ivan (собака) mail (точка) ru'],
  ['email', 'seller[at]gmail[dot]com', 'seller[at]gmail[dot]com'],
  ['link', 'смотри https://t.me/cheap_keys', 'https://t.me/cheap_keys'],
  ['link', 'заходи на www.keys-shop.net', 'www.keys-shop.net'],
  ['link', 'сайт cheapkeys.ru дешевле', 'cheapkeys.ru'],
  ['link', 'есть t.me/seller_ivan', 't.me/seller_ivan'],
  ['link', 'vk.com/id12345 пиши', 'vk.com/id12345'],
  ['link', 'магазин keys точка ru', 'keys точка ru'],
  ['link', 'keys . com', 'keys . com'],
  ['link', 'магазин ключей.рф', 'ключей.рф'],
  ['link', 'h t t p s : / / evil.example.org/pay', 'h t t p s : / / evil.example.org/pay'],
  ['messenger', 'пиши в телеграм @ivan_seller', 'телеграм @ivan_seller'],
  ['messenger', 'напиши @cheap_keys_bot', '@cheap_keys_bot'],
  ['messenger', 'тг: ivan_seller', 'тг: ivan_seller'],
  ['messenger', 'мой tg ivanseller', 'tg ivanseller'],
  ['messenger', 'пиши в тeлeгрaм ivan_seller', 'тeлeгрaм ivan_seller'],
  ['messenger', 'т е л е г р а м ivan_seller', 'т е л е г р а м ivan_seller'],
  ['messenger', 'ТЕЛЕГА ivan_seller', 'ТЕЛЕГА ivan_seller'],
  ['messenger', 'в whatsapp напиши', 'whatsapp'],
  ['messenger', 'добавь в дискорд ivan#1234', 'дискорд'],
  ['messenger', 'скинь в вк', 'вк'],
  ['messenger', 'в вaтсaп пишите', 'вaтсaп'],
];

/** Ordinary messages of an order: nothing in them may be touched. */
const INNOCENT = [
  'Здравствуйте! Когда будет пополнение?',
  'Мой UID 800123456, сервер Europe',
  'Оплатил 1500 ₽, заказ №48213',
  'Готово. То есть ключ уже у вас?',
  'Спасибо, всё пришло, код активировал.',
  'Пополнение на 5 000 руб. сделано в 14:30',
  'Скриншот приложил, проверьте пожалуйста',
  'Нет, аккаунт не тот. ID 512345678',
  'Версия 1.2.3 игры, регион RU',
  'Уровень max, персонаж готов',
];

describe('contact masking', () => {
  it.each(ATTEMPTS)('masks a %s: %s', (kind, text, contact) => {
    const masked = maskContacts(text);
    expect(masked.found).toContain(kind);
    expect(masked.text).toContain(CONTACT_MASK);
    expect(masked.text).not.toContain(contact);
    expect(masked.text).toBe(text.replace(contact, CONTACT_MASK));
  });

  it.each(INNOCENT)('leaves alone: %s', (text) => {
    expect(maskContacts(text)).toEqual({ text, found: [] });
  });

  it('keeps the skeleton as long as the text, emoji included', () => {
    const text = 'Привет 👋 тeлeгрaм';
    expect(contactSkeleton(text)).toHaveLength(text.length);
    expect(maskContacts(`${text} @ivan_seller 👍`).text).toBe(`Привет 👋 ${CONTACT_MASK} 👍`);
  });

  it('masks several contacts in one message', () => {
    const masked = maskContacts('звони 89123456789 или пиши ivan@mail.ru');
    expect(masked.text).toBe(`звони ${CONTACT_MASK} или пиши ${CONTACT_MASK}`);
    expect(masked.found.sort()).toEqual(['email', 'phone']);
  });
});
