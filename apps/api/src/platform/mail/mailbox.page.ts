import type { StoredMail } from './dev-mailbox';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

const TIME = new Intl.DateTimeFormat('ru-RU', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Europe/Moscow' });

function row(mail: StoredMail): string {
  const code = /\b\d{6}\b/.exec(mail.text)?.[0] ?? '—';
  const head = `<tr><td>${escapeHtml(mail.to)}</td><td>${escapeHtml(mail.subject)}</td><td>${TIME.format(mail.createdAt)}</td><td class="code">${code}</td></tr>`;
  // The whole text as it was sent: keys, links with tokens and notices are read here, not only codes.
  return `${head}<tr class="mail"><td colspan="4"><pre>${escapeHtml(mail.text)}</pre></td></tr>`;
}

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:32px auto;max-width:960px;padding:0 16px;color:#0f172a}
h1{font-size:22px}p{color:#64748b}table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:10px 12px;border-bottom:1px solid #e2e8f0}th{background:#f8fafc;font-weight:600}
.code{font:600 18px/1 ui-monospace,monospace;letter-spacing:2px}
tr:has(+.mail) td{border-bottom:0}.mail td{padding-top:0}
pre{margin:0;padding:10px 12px;background:#f8fafc;border-radius:8px;white-space:pre-wrap;overflow-wrap:anywhere;font:13px/1.5 ui-monospace,monospace}`;

/** A plain page listing the mails a developer would have received. */
export function renderMailboxPage(mails: StoredMail[]): string {
  const body = mails.length
    ? `<table><thead><tr><th>Кому</th><th>Тема</th><th>Время (МСК)</th><th>Код</th></tr></thead><tbody>${mails.map(row).join('')}</tbody></table>`
    : '<p>Писем пока нет.</p>';
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Почтовый ящик разработчика</title><style>${STYLE}</style></head>
<body><h1>Почтовый ящик разработчика</h1><p>Письма, отправленные без SMTP, с их текстом. Новые сверху.</p>${body}</body></html>`;
}
