import type { WalletOperation, WalletOperationsQuery } from '@lootmarket/domain';
import type { WalletHistory } from './ledger.wallet';

/** More than a year of a busy seller's movements; a longer export should narrow the dates. */
export const CSV_MAX_ROWS = 10_000;
const PAGE = 100;

const HEADER = ['Дата (UTC)', 'Операция', 'Источник', 'Ссылка', 'Сумма', 'Комиссия', 'Валюта'];
const SOURCES: Record<string, string> = { order: 'Заказ', donation: 'Донат' };

/** RFC 4180 field: quoted when it holds a separator, a quote or a line break; a leading = + - @ is defused for spreadsheets. */
function field(value: string): string {
  const safe = /^[=+\-@]/.test(value) && !/^-\d/.test(value) ? `'${value}` : value;
  return /[";\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** -190050 → '-1900,50': always two decimals and no grouping, as spreadsheets read numbers. */
function csvAmount(minor: number): string {
  const digits = String(Math.abs(minor)).padStart(3, '0');
  return `${minor < 0 ? '-' : ''}${digits.slice(0, -2)},${digits.slice(-2)}`;
}

function line(operation: WalletOperation): string {
  const { amount, currency } = operation.amount;
  return [
    operation.created_at,
    operation.label,
    operation.source ? SOURCES[operation.source]! : '',
    operation.reference ?? '',
    csvAmount(amount),
    operation.fee ? csvAmount(operation.fee.amount) : '',
    currency.toUpperCase(),
  ]
    .map(field)
    .join(';');
}

/** The filtered movements as CSV for a spreadsheet (semicolons and decimal commas, as Russian Excel reads them). */
export async function walletOperationsCsv(
  history: WalletHistory,
  userId: number,
  query: Omit<WalletOperationsQuery, 'limit' | 'offset'>,
): Promise<string> {
  const lines = [HEADER.join(';')];
  for (let offset = 0; offset < CSV_MAX_ROWS; offset += PAGE) {
    const page = await history.operations(userId, { ...query, limit: PAGE, offset });
    lines.push(...page.items.map(line));
    if (page.items.length < PAGE) break;
  }
  // A byte order mark makes Excel read the file as UTF-8.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
