import type { SellerStats } from '@lootmarket/domain';

const cell = (value: string | number) => {
  const text = String(value);
  return /[";\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};
/** Minor units as a plain decimal ("1234.50") a spreadsheet reads as a number. */
const decimal = (minor: number) => `${Math.trunc(minor / 100)}.${String(Math.abs(minor) % 100).padStart(2, '0')}`;

/** The table of a period as CSV with `;` between cells, the separator Russian spreadsheets expect. */
export function statsCsv(stats: Pick<SellerStats, 'rows' | 'totals'>): string {
  const header = ['Группа', 'Заказы', 'Продано, шт.', 'Оборот', 'Комиссия', 'Чистыми'];
  const rows = stats.rows.map((row) => [
    row.label,
    row.orders,
    row.sold,
    decimal(row.gross.amount),
    decimal(row.fees.amount),
    decimal(row.net.amount),
  ]);
  const { totals } = stats;
  const total = [
    'Итого',
    totals.orders,
    totals.sold,
    decimal(totals.gross.amount),
    decimal(totals.fees.amount),
    decimal(totals.net.amount),
  ];
  return [header, ...rows, total].map((line) => line.map(cell).join(';')).join('\n') + '\n';
}
