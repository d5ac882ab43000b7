import { randomBytes } from 'node:crypto';
import { formatMoneyValue, type Money } from '@lootmarket/domain';
import type { FastifyReply } from 'fastify';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

// The site's tokens (apps/web/app/app.css), so the bank page feels like part of the same journey.
const STYLE = `*{box-sizing:border-box}html{color-scheme:dark;background:#0a0c13}
body{margin:0;min-height:100vh;font:15px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#eef0f7;background:radial-gradient(900px 500px at 50% -10%,#7c5cff26,transparent),#0a0c13;display:flex;flex-direction:column;align-items:center;justify-content:center;padding:24px 16px}
header{width:100%;max-width:440px;display:flex;align-items:center;justify-content:space-between;margin-bottom:20px}
.bank{display:flex;align-items:center;gap:10px;font-weight:700;font-size:17px}.logo{width:34px;height:34px;border-radius:10px;background:linear-gradient(135deg,#7c5cff,#3ddc97);display:grid;place-items:center;color:#0a0c13;font-weight:800}
.badge{font-size:12px;color:#ffb020;border:1px solid #ffb02055;background:#ffb02014;border-radius:999px;padding:3px 10px}
main{width:100%;max-width:440px;background:#121622;border:1px solid #2a3146;border-radius:16px;box-shadow:0 10px 30px -12px rgb(0 0 0/.6);overflow:hidden}
.summary{padding:22px 22px 18px;border-bottom:1px solid #2a3146}.merchant{color:#8f97ad;font-size:13px;margin:0 0 4px}
.amount{font-size:34px;font-weight:700;letter-spacing:-.02em;margin:0}.description{margin:6px 0 0;color:#c9cee0;word-break:break-word}
.card{margin:20px 22px 0;padding:18px;border-radius:14px;background:linear-gradient(135deg,#232a3d,#1a1f2e);border:1px solid #2a3146}
.card-top{display:flex;justify-content:space-between;color:#8f97ad;font-size:12px}.chip{width:36px;height:26px;border-radius:6px;background:linear-gradient(135deg,#e8c66f,#b8923a);margin:14px 0}
.number{font:600 clamp(15px,4.6vw,19px)/1 ui-monospace,SFMono-Regular,Menlo,monospace;letter-spacing:.1em;white-space:nowrap}.card-bottom{display:flex;justify-content:space-between;margin-top:14px;color:#c9cee0;font-size:13px}
form{padding:20px 22px 22px;display:grid;gap:10px}button,.link{font:inherit;font-weight:600;border-radius:12px;padding:14px 16px;cursor:pointer;text-align:center;text-decoration:none;border:1px solid transparent;width:100%}
.pay{background:#6a4cf0;color:#fff;font-size:16px}.pay:hover{background:#5b3fe0}
.error{background:transparent;color:#ff4d6a;border-color:#ff4d6a66}.error:hover{background:#ff4d6a14}
.abandon{background:transparent;color:#8f97ad;border-color:#2a3146}.abandon:hover{color:#eef0f7;background:#1a1f2e}
.link{display:block;background:#6a4cf0;color:#fff}
.status{padding:22px;text-align:center}.status h1{font-size:20px;margin:0 0 6px}.status p{color:#8f97ad;margin:0 0 18px}
.alert{margin:16px 22px 0;padding:12px 14px;border-radius:12px;background:#ff4d6a14;border:1px solid #ff4d6a55;color:#ffb3bf;font-size:14px}
footer{max-width:440px;margin-top:16px;color:#868ea6;font-size:12px;text-align:center}
.secure{display:flex;gap:6px;justify-content:center;align-items:center;color:#8f97ad;font-size:13px;margin-bottom:6px}.secure svg{width:14px;height:14px}
:focus-visible{outline:2px solid #7c5cff;outline-offset:2px}`;

/** Sends the page with its own policy: a nonce for the one style block, forms only to us and the shop. */
export function sendSandboxPage(
  reply: FastifyReply,
  status: number,
  formTargets: string[],
  render: (nonce: string) => string,
): FastifyReply {
  const nonce = randomBytes(16).toString('base64');
  const targets = ["'self'", ...formTargets].join(' ');
  return reply
    .code(status)
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'nonce-${nonce}'; img-src 'self' data:; form-action ${targets}; frame-ancestors 'none'; base-uri 'none'`,
    )
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(render(nonce));
}

const LOCK = `<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" aria-hidden="true"><rect x="4" y="11" width="16" height="10" rx="2"/><path d="M8 11V7a4 4 0 0 1 8 0v4"/></svg>`;

function documentOf(nonce: string, body: string): string {
  return (
    `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>Оплата — Лутпэй (песочница)</title><style nonce="${nonce}">${STYLE}</style></head><body>` +
    `<header><div class="bank"><span class="logo" aria-hidden="true">Л</span>Лутпэй</div><span class="badge">Песочница</span></header>${body}` +
    `<footer><div class="secure">${LOCK}Защищённое соединение</div>Тестовый банк для разработки: деньги не списываются, кнопки имитируют ответ банка.</footer></body></html>`
  );
}

export interface SandboxPageModel {
  amount: Money;
  description: string;
  status: 'pending' | 'succeeded' | 'canceled';
  returnUrl: string;
  error?: string;
}

function summary(model: SandboxPageModel): string {
  return `<section class="summary"><p class="merchant">Магазин «Лутмаркет»</p><p class="amount">${escapeHtml(formatMoneyValue(model.amount))}</p><p class="description">${escapeHtml(model.description)}</p></section>`;
}

const CARD = `<div class="card" aria-label="Тестовая карта"><div class="card-top"><span>Тестовая карта</span><span>МИР</span></div><div class="chip" aria-hidden="true"></div>
<div class="number">2200 0000 0000 0004</div><div class="card-bottom"><span>IVAN IVANOV</span><span>12/34</span></div></div>`;

/** The bank's payment page: pay, a bank error, or going back to the shop without paying. */
export function sandboxPaymentPage(nonce: string, model: SandboxPageModel): string {
  if (model.status !== 'pending') {
    const paid = model.status === 'succeeded';
    return documentOf(
      nonce,
      `<main>${summary(model)}<div class="status"><h1>${paid ? 'Платёж уже оплачен' : 'Платёж отменён'}</h1>` +
        `<p>${paid ? 'Повторно платить не нужно.' : 'Чтобы оплатить, начните оплату в магазине заново.'}</p>` +
        `<a class="link" href="${escapeHtml(model.returnUrl)}">Вернуться в магазин</a></div></main>`,
    );
  }
  const alert = model.error ? `<div class="alert" role="alert">${escapeHtml(model.error)}</div>` : '';
  return documentOf(
    nonce,
    `<main>${summary(model)}${CARD}${alert}<form method="post">` +
      `<button class="pay" type="submit" name="outcome" value="pay">Оплатить</button>` +
      `<button class="error" type="submit" name="outcome" value="bank_error">Ошибка банка</button>` +
      `<button class="abandon" type="submit" name="outcome" value="abandon">Отказаться</button></form></main>`,
  );
}

export function sandboxNotFoundPage(nonce: string): string {
  return documentOf(
    nonce,
    `<main><div class="status"><h1>Платёж не найден</h1><p>Ссылка на оплату устарела или неверна.</p><a class="link" href="/">На главную</a></div></main>`,
  );
}
