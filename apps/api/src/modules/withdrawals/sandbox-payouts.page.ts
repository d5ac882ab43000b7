import { formatPhone } from '@lootmarket/domain';
import { sendStyledPage } from '../../platform/http/styled-page';
import type { SandboxPayoutView } from '../../platform/payouts/sandbox-payouts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

// The site's tokens (apps/web/app/app.css), so the provider's page feels part of the same journey.
const STYLE = `*{box-sizing:border-box}html{color-scheme:dark;background:#0a0c13}
body{margin:0;min-height:100vh;font:15px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#eef0f7;background:radial-gradient(900px 500px at 50% -10%,#3ddc9726,transparent),#0a0c13;display:flex;flex-direction:column;align-items:center;padding:32px 16px}
header{width:100%;max-width:560px;display:flex;align-items:center;justify-content:space-between;margin-bottom:20px}
.brand{display:flex;align-items:center;gap:10px;font-weight:700;font-size:17px}.logo{width:34px;height:34px;border-radius:10px;background:linear-gradient(135deg,#3ddc97,#7c5cff);display:grid;place-items:center;color:#0a0c13;font-weight:800}
.badge{font-size:12px;color:#ffb020;border:1px solid #ffb02055;background:#ffb02014;border-radius:999px;padding:3px 10px}
main{width:100%;max-width:560px;background:#121622;border:1px solid #2a3146;border-radius:16px;overflow:hidden}
.row{display:flex;justify-content:space-between;gap:12px;padding:14px 20px;border-bottom:1px solid #2a3146}.row span:first-child{color:#8f97ad}.row span:last-child{text-align:right;word-break:break-all}
h1{font-size:28px;margin:0}.head{padding:20px}.muted{color:#8f97ad;margin:4px 0 0}
.status{display:inline-block;margin-top:10px;font-size:13px;border-radius:999px;padding:3px 10px;border:1px solid #2a3146}.pending{color:#ffb020}.succeeded{color:#3ddc97}.canceled{color:#ff4d6a}
form{display:grid;grid-template-columns:1fr 1fr;gap:10px;padding:20px}button,a.btn{font:inherit;font-weight:600;border-radius:12px;padding:14px 16px;cursor:pointer;text-align:center;border:1px solid transparent;text-decoration:none}
.pay{background:#3ddc97;color:#0a0c13}.fail{background:transparent;color:#ff4d6a;border-color:#ff4d6a66}
ul{list-style:none;margin:0;padding:0}li a{display:flex;justify-content:space-between;gap:12px;padding:14px 20px;border-bottom:1px solid #2a3146;color:inherit;text-decoration:none}li a:hover{background:#1a1f2e}
footer{max-width:560px;margin-top:16px;color:#5d6580;font-size:12px;text-align:center}:focus-visible{outline:2px solid #7c5cff;outline-offset:2px}`;

const STATUS_LABELS = { pending: 'Ждёт решения', succeeded: 'Выплачено', canceled: 'Отклонено' } as const;

export const sendSandboxPayoutPage = sendStyledPage;

function documentOf(nonce: string, body: string): string {
  return (
    `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>Выплаты — песочница</title><style nonce="${nonce}">${STYLE}</style></head><body>` +
    `<header><div class="brand"><span class="logo" aria-hidden="true">₮</span>Лутпэй Выплаты</div><span class="badge">Песочница</span></header>${body}` +
    `<footer>Тестовый провайдер выплат: деньги никуда не уходят, кнопки имитируют ответ платёжной системы.</footer></body></html>`
  );
}

const whereTo = (payout: SandboxPayoutView) =>
  payout.destination.type === 'sbp'
    ? `СБП, ${formatPhone(payout.destination.phone)}, банк ${payout.destination.bankId}`
    : `USDT TRC-20, ${payout.destination.address}`;

/** One payout: what it pays and where, and the two answers a provider can give. */
export function sandboxPayoutPage(nonce: string, payout: SandboxPayoutView): string {
  const rows = [
    ['Куда', whereTo(payout)],
    ['Назначение', payout.description],
    ['Ключ идемпотентности', payout.idempotenceKey],
  ]
    .map(([label, value]) => `<div class="row"><span>${label}</span><span>${escapeHtml(value!)}</span></div>`)
    .join('');
  const actions =
    payout.status === 'pending'
      ? `<form method="post"><button class="pay" type="submit" name="outcome" value="pay">Выплатить</button><button class="fail" type="submit" name="outcome" value="fail">Отклонить</button></form>`
      : `<form><a class="btn fail" href="/sandbox/payouts">Все выплаты</a><a class="btn pay" href="/">На сайт</a></form>`;
  return documentOf(
    nonce,
    `<main><div class="head"><p class="muted">Выплата</p><h1>${escapeHtml(`${payout.amountValue} ${payout.amountCurrency}`)}</h1>` +
      `<span class="status ${payout.status}">${STATUS_LABELS[payout.status]}</span></div>${rows}${actions}</main>`,
  );
}

/** The newest payouts, each a link to its page. */
export function sandboxPayoutsIndex(nonce: string, payouts: SandboxPayoutView[]): string {
  const items = payouts
    .map(
      (payout) =>
        `<li><a href="/sandbox/payouts/${payout.id}"><span>${escapeHtml(`${payout.amountValue} ${payout.amountCurrency}`)} · ${escapeHtml(whereTo(payout))}</span><span class="status ${payout.status}">${STATUS_LABELS[payout.status]}</span></a></li>`,
    )
    .join('');
  return documentOf(
    nonce,
    `<main><div class="head"><h1>Выплаты</h1><p class="muted">Последние запросы к провайдеру</p></div><ul>${items || '<li><a href="/">Пока ни одной выплаты</a></li>'}</ul></main>`,
  );
}

export function sandboxPayoutNotFound(nonce: string): string {
  return documentOf(
    nonce,
    `<main><div class="head"><h1>Выплата не найдена</h1><p class="muted">Ссылка устарела или неверна.</p></div></main>`,
  );
}
