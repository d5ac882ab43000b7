import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';

export const AUTH_MESSAGE_TYPE = 'lootmarket:auth';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

/** JSON that is safe inside an inline script: no `</script>` or line separators can break out. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const STYLE = `body{margin:0;font:15px/1.5 system-ui,sans-serif;background:#0f1117;color:#e7e9ee;display:grid;place-items:center;min-height:100vh}
main{width:min(360px,90vw);padding:28px;border-radius:16px;background:#181b24;box-shadow:0 10px 40px #0006}
h1{font-size:20px;margin:0 0 16px}label{display:block;margin-bottom:6px;color:#a5abb8}
input{box-sizing:border-box;width:100%;padding:10px 12px;border-radius:10px;border:1px solid #2c3140;background:#0f1117;color:inherit;font:inherit}
button{cursor:pointer;font:inherit;border:0;border-radius:10px;padding:10px 14px}
.primary{width:100%;margin-top:12px;background:#3b82f6;color:#fff}.presets{display:flex;flex-wrap:wrap;gap:8px;margin-top:16px}
.presets button{background:#252a37;color:inherit}p{color:#a5abb8;font-size:13px}`;

/** Every hop of the popup sends the same opener policy as our pages; a different one would sever window.opener. */
export function keepOpener(reply: FastifyReply): FastifyReply {
  return reply
    .header('cross-origin-opener-policy', 'same-origin-allow-popups')
    .header('referrer-policy', 'no-referrer');
}

/** Sends a small page with its own policy: one nonce-bound script, no framing, no referrer. */
export function sendPage(reply: FastifyReply, status: number, render: (nonce: string) => string): FastifyReply {
  const nonce = randomBytes(16).toString('base64');
  return keepOpener(reply)
    .code(status)
    .header(
      'content-security-policy',
      `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
    )
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(render(nonce));
}

function documentOf(title: string, body: string): string {
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export interface AuthOutcome {
  ok: boolean;
  sessionID?: string;
  user?: unknown;
  isNewUser?: boolean;
  createdAt?: string;
  error?: string;
}

/** The end of the popup: tells the opener (our own origin only) how it went, then closes itself. */
export function resultPage(nonce: string, origin: string, outcome: AuthOutcome): string {
  const message = { type: AUTH_MESSAGE_TYPE, ...outcome };
  const text = outcome.ok ? 'Вход выполнен. Окно можно закрыть.' : (outcome.error ?? 'Не удалось войти');
  const script = `(function(){var m=${scriptJson(message)};try{if(window.opener){window.opener.postMessage(m,${scriptJson(origin)});}}catch(e){}${outcome.ok ? 'window.close();' : ''}})();`;
  return documentOf(
    'Вход — Лутмаркет',
    `<h1>${outcome.ok ? 'Готово' : 'Вход не выполнен'}</h1><p>${escapeHtml(text)}</p><script nonce="${nonce}">${script}</script>`,
  );
}

/** Telegram returns the result in the fragment, which never reaches the server: move it into the query. */
export function telegramFragmentPage(nonce: string): string {
  const script = `(function(){var r=/tgAuthResult=([A-Za-z0-9_\\-+/=]+)/.exec(location.hash);var u=new URL(location.href);u.hash='';u.searchParams.set('hash',r?r[1]:'');location.replace(u.toString());})();`;
  return documentOf('Вход — Лутмаркет', `<p>Проверяем вход…</p><script nonce="${nonce}">${script}</script>`);
}

const DEMO_NAMES = ['Алиса Стримерова', 'Борис Геймеров', 'Вика Донатова', 'Gleb Speedrun'];

/** The sandbox's stand-in for a provider's consent screen. */
export function sandboxPage(nonce: string, label: string, hidden: Record<string, string>): string {
  const fields = Object.entries(hidden)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const presets = DEMO_NAMES.map(
    (name) => `<button type="submit" name="name" value="${escapeHtml(name)}">${escapeHtml(name)}</button>`,
  ).join('');
  return documentOf(
    `${label} — песочница`,
    `<h1>${escapeHtml(label)}: войти как…</h1><form method="post">${fields}<label for="name">Имя</label>` +
      `<input id="name" name="name" maxlength="64" autocomplete="off" placeholder="Например, Алиса">` +
      `<button class="primary" type="submit">Войти</button><div class="presets" aria-label="Готовые имена">${presets}</div></form>` +
      `<p>Песочница входа: настоящий ${escapeHtml(label)} не используется.</p>`,
  );
}
