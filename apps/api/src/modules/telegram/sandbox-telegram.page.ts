import type { SandboxTelegramMessage } from '../../platform/telegram/sandbox-telegram.repo';
import { sendStyledPage } from '../../platform/http/styled-page';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
/** The bot's HTML allows only what it writes itself (bold), so the rest is shown as text. */
const messageHtml = (html: string) =>
  escapeHtml(html)
    .replace(/&lt;b&gt;/g, '<b>')
    .replace(/&lt;\/b&gt;/g, '</b>')
    // Telegram makes addresses in the text clickable; so does the fake chat.
    .replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)
    .replace(/\n/g, '<br>');
const unescapeBot = (html: string) => html.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

const STYLE = `*{box-sizing:border-box}html{color-scheme:dark;background:#0e1621}
body{margin:0;min-height:100vh;font:15px/1.45 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#f5f5f5;display:flex;flex-direction:column;align-items:center;padding:24px 12px}
header{width:100%;max-width:560px;display:flex;align-items:center;justify-content:space-between;gap:12px;margin-bottom:16px}
.bot{display:flex;align-items:center;gap:10px;font-weight:700}.ava{width:38px;height:38px;border-radius:50%;background:#2aabee;display:grid;place-items:center;font-weight:800}
.badge{font-size:12px;color:#ffb020;border:1px solid #ffb02055;border-radius:999px;padding:3px 10px}
main{width:100%;max-width:560px;background:#17212b;border-radius:16px;padding:16px;display:flex;flex-direction:column;gap:10px}
.msg{align-self:flex-start;max-width:90%;background:#182533;border:1px solid #253447;border-radius:14px;padding:10px 12px;word-wrap:break-word}
.meta{font-size:12px;color:#6c7883;margin-top:4px}.btn{display:block;margin-top:8px;text-align:center;border-radius:10px;padding:8px;background:#2b5278;color:#fff;text-decoration:none}
.empty{color:#6c7883;text-align:center;padding:24px 0}
form{display:flex;gap:8px;flex-wrap:wrap}button{font:inherit;font-weight:600;border:0;border-radius:12px;padding:12px 16px;cursor:pointer;background:#2aabee;color:#fff;flex:1}
button.ghost{background:transparent;border:1px solid #3a4a5c;color:#c9d2dc}a{color:#6ab3f3}
footer{max-width:560px;margin-top:16px;color:#6c7883;font-size:12px;text-align:center}:focus-visible{outline:2px solid #6ab3f3;outline-offset:2px}`;

export const sendSandboxTelegramPage = sendStyledPage;

function documentOf(nonce: string, body: string): string {
  return (
    `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>Telegram — песочница</title><style nonce="${nonce}">${STYLE}</style></head><body>` +
    `<header><div class="bot"><span class="ava" aria-hidden="true">Л</span>Лутмаркет бот</div><span class="badge">Песочница</span></header>${body}` +
    `<footer>Тестовый Telegram: сообщения никуда не уходят, здесь видно, что отправил бы бот.</footer></body></html>`
  );
}

function messageItem(message: SandboxTelegramMessage): string {
  const button =
    message.buttonUrl && message.buttonText
      ? `<a class="btn" href="${escapeHtml(message.buttonUrl)}">${escapeHtml(message.buttonText)}</a>`
      : '';
  return `<article class="msg" data-chat="${message.chatId}"><div>${messageHtml(unescapeBot(message.html))}</div>${button}<div class="meta">чат ${message.chatId}</div></article>`;
}

export interface SandboxChatView {
  /** A deep link's token waiting for «Старт». */
  start: string | null;
  chatId: number | null;
  blocked: boolean;
  messages: SandboxTelegramMessage[];
}

/** The fake chat: «Старт» for a deep link, what the bot sent (newest first), /stop and blocking the bot. */
export function sandboxTelegramPage(nonce: string, view: SandboxChatView): string {
  const chat = view.chatId === null ? '' : `<input type="hidden" name="chat" value="${view.chatId}">`;
  const start = view.start
    ? `<form method="post" action="/sandbox/telegram/start"><input type="hidden" name="start" value="${escapeHtml(view.start)}">${chat}<button type="submit">Старт</button></form>`
    : '';
  const controls =
    view.chatId === null
      ? ''
      : `<form method="post" action="/sandbox/telegram/chat">${chat}<button class="ghost" type="submit" name="action" value="stop">/stop</button>` +
        `<button class="ghost" type="submit" name="action" value="${view.blocked ? 'unblock' : 'block'}">${view.blocked ? 'Разблокировать бота' : 'Заблокировать бота'}</button></form>`;
  const list = view.messages.length
    ? view.messages.map(messageItem).join('')
    : '<p class="empty">Бот ещё ничего не отправил.</p>';
  const refresh = view.chatId === null ? '/sandbox/telegram' : `/sandbox/telegram?chat=${view.chatId}`;
  return documentOf(nonce, `<main>${start}${list}${controls}<a href="${refresh}">Обновить</a></main>`);
}
