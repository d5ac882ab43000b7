import { bigint, index, pgTable, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';

/**
 * Append-only and hash-chained (decision 038): each row names the chain its target hashes to, its place in
 * that chain and the hash of the row before it. A trigger refuses UPDATE, DELETE and TRUNCATE.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    chain: smallint('chain').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull(),
    actorType: text('actor_type').notNull(),
    actorId: text('actor_id'),
    impersonatorId: bigint('impersonator_id', { mode: 'number' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    result: text('result').notNull(),
    reason: text('reason'),
    clientIp: text('client_ip'),
    userAgent: text('user_agent'),
    requestId: text('request_id'),
    // Canonical JSON of `{ before, after }`, secrets redacted; text so it is stored byte for byte as hashed.
    diff: text('diff'),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (table) => [
    unique('audit_log_chain_seq').on(table.chain, table.seq),
    index('audit_log_occurred').on(table.occurredAt, table.id),
    index('audit_log_target').on(table.targetType, table.targetId, table.id),
    index('audit_log_actor').on(table.actorId, table.id),
    index('audit_log_action').on(table.action, table.id),
  ],
);

/** The last row of each chain; a writer locks its chain's head for its transaction. */
export const auditChainHeads = pgTable('audit_chain_heads', {
  chain: smallint('chain').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  hash: text('hash').notNull(),
});
