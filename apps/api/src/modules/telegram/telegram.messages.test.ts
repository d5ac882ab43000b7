import { describe, expect, it } from 'vitest';
import { telegramEventOf } from './telegram.events';
import { donationText, noticeMessage } from './telegram.messages';
import { mergePreferences, preferencesView, wants } from './telegram.preferences';

describe('notice messages', () => {
  it('put the title in bold, escape what others wrote and link the page with a button', () => {
    const message = noticeMessage(
      42,
      { title: 'Новый заказ', body: 'Оплачен заказ «Ключ <Steam> & Co» на 349 ₽.' },
      'https://lootmarket.ru/7/shop/orders/1',
    );
    expect(message).toEqual({
      chatId: 42,
      html: '<b>Новый заказ</b>\nОплачен заказ «Ключ &lt;Steam&gt; &amp; Co» на 349 ₽.',
      button: { text: 'Открыть на Лутмаркете', url: 'https://lootmarket.ru/7/shop/orders/1' },
    });
  });

  it('write a link Telegram would refuse as a button (localhost) into the text', () => {
    const message = noticeMessage(1, { title: 'T', body: 'B' }, 'http://localhost:3000/order-status/1');
    expect(message.button).toBeUndefined();
    expect(message.html).toBe('<b>T</b>\nB\nhttp://localhost:3000/order-status/1');
  });

  it('stay short', () => {
    const message = noticeMessage(1, { title: 'T', body: 'я'.repeat(5000) }, null);
    expect(message.html.length).toBeLessThan(700);
    expect(message.html.endsWith('…')).toBe(true);
  });

  it('tell a donation with its amount, donor and message', () => {
    expect(
      donationText({ donorName: 'Вася', amount: { amount: 50000, currency: 'rub' }, message: ' Привет! ' }),
    ).toEqual({ title: 'Донат 500\u00a0₽', body: 'Вася: Привет!' });
    expect(donationText({ donorName: 'Вася', amount: { amount: 100, currency: 'rub' }, message: '' }).body).toBe(
      'От Вася',
    );
  });
});

describe('which switch a notice falls under', () => {
  it('maps the kinds in use today and the ones colleagues add', () => {
    expect(telegramEventOf({ kind: 'order_status', topic: 'order.paid' })).toBe('order_paid');
    expect(telegramEventOf({ kind: 'order_status', topic: 'order.dispute' })).toBe('dispute');
    expect(telegramEventOf({ kind: 'order_status', topic: null })).toBeNull();
    expect(telegramEventOf({ kind: 'order_message' })).toBe('order_message');
    expect(telegramEventOf({ kind: 'review_request' })).toBe('review');
    expect(telegramEventOf({ kind: 'withdrawal_paid' })).toBe('payout');
    expect(telegramEventOf({ kind: 'withdrawal_failed' })).toBe('payout');
    expect(telegramEventOf({ kind: 'withdrawal_created' })).toBeNull();
    expect(telegramEventOf({ kind: 'seller_application.decided' })).toBe('seller_application');
    expect(telegramEventOf({ kind: 'support.answer' })).toBe('support_answer');
  });
});

describe('preferences', () => {
  const saved = (disabledEvents: string[], donationMinMinor = 0) => ({
    userId: 1,
    disabledEvents,
    donationMinMinor,
    updatedAt: new Date(0),
  });

  it('tell everything until switched off', () => {
    expect(Object.values(preferencesView(null).events).every(Boolean)).toBe(true);
    expect(wants(null, 'review')).toBe(true);
    expect(wants(saved(['review']), 'review')).toBe(false);
  });

  it('keep the switches a change leaves out', () => {
    const merged = mergePreferences(saved(['review']), { events: { payout: false }, donationMinMinor: 10000 });
    expect(merged).toEqual({ disabledEvents: ['review', 'payout'], donationMinMinor: 10000 });
  });

  it('tell donations only from the streamer’s amount', () => {
    expect(wants(saved([], 10000), 'donation', 9999)).toBe(false);
    expect(wants(saved([], 10000), 'donation', 10000)).toBe(true);
  });
});
