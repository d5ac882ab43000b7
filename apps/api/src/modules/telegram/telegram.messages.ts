import { formatMoney, type Money } from '@lootmarket/domain';
import type { OutgoingMessage } from '../../platform/telegram/bot-api';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
/** `parse_mode: HTML` needs only these three escaped. */
export const escapeHtml = (text: string): string => text.replace(/[&<>]/g, (char) => ESCAPES[char]!);

/** Telegram takes up to 4 096 characters; a notice stays short and the page has the rest. */
const BODY_MAX = 600;
const clip = (text: string): string => (text.length > BODY_MAX ? `${text.slice(0, BODY_MAX - 1)}…` : text);

export interface NoticeText {
  title: string;
  body: string;
}

/**
 * A notice as a Telegram message: the title in bold, the body, and the page as a button. Telegram refuses
 * buttons to addresses it cannot open (localhost in development), so those go into the text instead.
 */
export function noticeMessage(chatId: number, text: NoticeText, url: string | null): OutgoingMessage {
  const lines = [`<b>${escapeHtml(clip(text.title))}</b>`, escapeHtml(clip(text.body))];
  const button = url && url.startsWith('https://') ? { text: 'Открыть на Лутмаркете', url } : undefined;
  if (url && !button) lines.push(escapeHtml(url));
  return { chatId, html: lines.join('\n'), button };
}

/** A paid donation as the streamer reads it. */
export function donationText(donation: { donorName: string; amount: Money; message: string }): NoticeText {
  const amount = formatMoney(donation.amount.amount, donation.amount.currency);
  const message = donation.message.trim();
  return {
    title: `Донат ${amount}`,
    body: message ? `${donation.donorName}: ${message}` : `От ${donation.donorName}`,
  };
}

/** The bot's answers to commands in the chat. */
export const BOT_REPLIES = {
  linked: 'Готово: уведомления Лутмаркета будут приходить сюда. Какие именно — выберите в настройках профиля.',
  badToken: 'Ссылка устарела или уже использована. Получите новую в настройках профиля на Лутмаркете.',
  noToken: 'Чтобы получать уведомления, нажмите «Подключить Telegram» в настройках профиля на Лутмаркете.',
  stopped: 'Уведомления отключены. Подключить их снова можно в настройках профиля.',
} as const;

/** A bot reply with a button to the settings page. */
export function replyMessage(chatId: number, text: string, settingsUrl: string | null): OutgoingMessage {
  return noticeMessage(chatId, { title: 'Лутмаркет', body: text }, settingsUrl);
}
