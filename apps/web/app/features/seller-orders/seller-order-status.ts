import {
  BUYER_INPUT_FIELDS,
  type BuyerInputField,
  type BuyerInputKind,
  type OrderView,
  type SellerOrderStatus,
} from '@lootmarket/domain';

export type SellerTab = 'all' | SellerOrderStatus;
export const SELLER_ORDERS_PAGE_SIZE = 20;
export const SELLER_TABS: readonly SellerTab[] = ['all', 'IN_PROGRESS', 'DELIVERED', 'COMPLETED', 'CANCELLED'];
export const SELLER_TAB_LABELS: Readonly<Record<SellerTab, string>> = {
  all: 'Все',
  IN_PROGRESS: 'В работе',
  DELIVERED: 'Переданы',
  COMPLETED: 'Завершены',
  CANCELLED: 'Отменены',
};

export const parseSellerTab = (value: string | null): SellerTab =>
  SELLER_TABS.includes(value as SellerTab) ? (value as SellerTab) : 'all';

export type SellerTone = 'warning' | 'info' | 'success' | 'danger' | 'neutral';

/**
 * What the seller sees on one order: the seller-side status of spec §4, told apart where the seller has
 * something different to do (a paid order still to accept, a dispute waiting for support).
 */
export function sellerOrderLabel(order: Pick<OrderView, 'sellerStatus' | 'displayStatus'>): {
  label: string;
  tone: SellerTone;
} {
  switch (order.displayStatus) {
    case 'PROCESSING':
      return { label: 'Ждёт принятия', tone: 'warning' };
    case 'IN_PROGRESS':
      return { label: 'В работе', tone: 'info' };
    case 'DELIVERED':
      return { label: 'Передан покупателю', tone: 'info' };
    case 'DISAGREEMENT':
      return { label: 'Открыт спор', tone: 'danger' };
    case 'COMPLETED':
      return { label: 'Завершён', tone: 'success' };
    case 'CANCELLED':
      return { label: 'Отменён', tone: 'neutral' };
    case 'ERROR':
      return { label: 'Ошибка', tone: 'danger' };
    default:
      return { label: SELLER_TAB_LABELS[order.sellerStatus ?? 'all'], tone: 'neutral' };
  }
}

/** Short, copyable order number the buyer and support also see. */
export const sellerOrderNumber = (id: string): string => `№ ${id.slice(0, 8).toUpperCase()}`;

/** The label of a buyer's input and its value as the buyer picked it (a server's name rather than its code). */
export function buyerInputEntry(kind: string, value: string): { label: string; value: string } {
  const field = BUYER_INPUT_FIELDS[kind as BuyerInputKind] as BuyerInputField | undefined;
  return {
    label: field?.label ?? kind,
    value: field?.options?.find((option) => option.value === value)?.label ?? value,
  };
}
