import {
  WALLET_OPERATION_GROUPS,
  type TransactionSourceKind,
  type WalletOperationGroup,
  type WalletOperationsQuery,
} from '@lootmarket/domain';

/** The wallet's operations filters as the page's address carries them: `?operations=&source=&from=&until=&page=`. */
export interface OperationsFilters {
  group: WalletOperationGroup | null;
  source: TransactionSourceKind | null;
  /** First and last day shown, 'YYYY-MM-DD' in Moscow time, as the site shows dates. */
  from: string | null;
  until: string | null;
  page: number;
}

export const SOURCE_LABELS: Readonly<Record<TransactionSourceKind, string>> = { order: 'Заказы', donation: 'Донаты' };
const SOURCES = Object.keys(SOURCE_LABELS) as TransactionSourceKind[];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Moscow keeps UTC+3 all year. */
const MOSCOW_OFFSET = '+03:00';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.find((candidate) => candidate === value) ?? null;
const dayOrNull = (value: string | null) =>
  value && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value)) ? value : null;
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export function parseOperationsFilters(search: URLSearchParams): OperationsFilters {
  let from = dayOrNull(search.get('from'));
  let until = dayOrNull(search.get('until'));
  // Dates picked the wrong way round still mean the days between them.
  if (from && until && from > until) [from, until] = [until, from];
  return {
    group: oneOf(WALLET_OPERATION_GROUPS, search.get('operations')),
    source: oneOf(SOURCES, search.get('source')),
    from,
    until,
    page: Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1),
  };
}

/** What the operations API is asked for these filters (the page itself aside): whole Moscow days, `to` exclusive. */
export function operationsQuery(
  filters: OperationsFilters,
): Pick<WalletOperationsQuery, 'group' | 'source' | 'from' | 'to'> {
  return {
    ...(filters.group ? { group: filters.group } : {}),
    ...(filters.source ? { source: filters.source } : {}),
    ...(filters.from ? { from: `${filters.from}T00:00:00${MOSCOW_OFFSET}` } : {}),
    ...(filters.until ? { to: `${nextDay(filters.until)}T00:00:00${MOSCOW_OFFSET}` } : {}),
  };
}

/** The address's query for these filters, '' when none is set; the first page is not written. */
export function operationsSearch(filters: OperationsFilters): string {
  const query = new URLSearchParams();
  if (filters.group) query.set('operations', filters.group);
  if (filters.source) query.set('source', filters.source);
  if (filters.from) query.set('from', filters.from);
  if (filters.until) query.set('until', filters.until);
  if (filters.page > 1) query.set('page', String(filters.page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** Whether anything narrows the list beyond the kind tabs: the source or the dates. */
export const isNarrowed = (filters: OperationsFilters): boolean =>
  Boolean(filters.source || filters.from || filters.until);
