import type { ApprovalKind, ApprovalStatus, CurrencyCode } from '@lootmarket/domain';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Staff actions that move money out, each asked once (idempotency key per staff member). Below the
 * four-eyes line one is done at once; above it, it waits as `pending` until a different staff member
 * approves (and so executes) or rejects it (decision 042). The database refuses a self-approval.
 */
export const staffApprovals = pgTable(
  'staff_approvals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<ApprovalKind>().notNull(),
    targetId: text('target_id').notNull(),
    /** What the executor needs: the refund's `full`/`amount`, say. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }),
    currency: text('currency').$type<CurrencyCode>(),
    reason: text('reason').notNull(),
    needsSecond: boolean('needs_second').notNull(),
    status: text('status').$type<ApprovalStatus>().notNull(),
    requestedBy: bigint('requested_by', { mode: 'number' }).notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    decidedBy: bigint('decided_by', { mode: 'number' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    rejectReason: text('reject_reason'),
  },
  (table) => [
    uniqueIndex('staff_approvals_idempotency_idx').on(table.requestedBy, table.idempotencyKey),
    index('staff_approvals_pending_idx')
      .on(table.requestedAt)
      .where(sql`${table.status} = 'pending'`),
    index('staff_approvals_target_idx').on(table.kind, table.targetId),
    // One waiting request per target: a second one would execute the same action twice.
    uniqueIndex('staff_approvals_one_pending_idx')
      .on(table.kind, table.targetId)
      .where(sql`${table.status} = 'pending'`),
    check('staff_approvals_kind', sql`${table.kind} in ('order.refund', 'payout.release')`),
    check('staff_approvals_status', sql`${table.status} in ('pending', 'done', 'rejected')`),
    check(
      'staff_approvals_second_person',
      sql`not ${table.needsSecond} or ${table.decidedBy} is null or ${table.decidedBy} <> ${table.requestedBy}`,
    ),
  ],
);
