import type { OrderDisplayStatus } from '@lootmarket/domain';

/** Statuses in which the seller has the order (paid and cleared), so its conversation is open. */
const CHAT_STATUSES: ReadonlySet<OrderDisplayStatus> = new Set([
  'PROCESSING',
  'IN_PROGRESS',
  'DELIVERED',
  'COMPLETED',
  'DISAGREEMENT',
]);

/** A disputed order keeps its conversation whatever the decision: it is the dispute's record. */
export const hasConversation = (status: OrderDisplayStatus, disputed = false): boolean =>
  disputed || CHAT_STATUSES.has(status);
