import type { OrderDisplayStatus } from '@lootmarket/domain';

/** Statuses in which the seller has the order (paid and cleared), so its conversation is open. */
const CHAT_STATUSES: ReadonlySet<OrderDisplayStatus> = new Set([
  'PROCESSING',
  'IN_PROGRESS',
  'DELIVERED',
  'COMPLETED',
  'DISAGREEMENT',
]);

export const hasConversation = (status: OrderDisplayStatus): boolean => CHAT_STATUSES.has(status);
