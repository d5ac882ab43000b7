import { and, arrayContains, asc, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
  webhookSequences,
} from './webhooks.tables';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type WebhookAttemptRow = typeof webhookAttempts.$inferSelect;
export type WebhookEventRow = typeof webhookEvents.$inferSelect;

export function createWebhooksRepo(db: Db) {
  return {
    insertEndpoint: async (row: typeof webhookEndpoints.$inferInsert): Promise<WebhookEndpointRow> =>
      (await db.insert(webhookEndpoints).values(row).returning())[0]!,

    endpointsOf: (userId: number): Promise<WebhookEndpointRow[]> =>
      db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.userId, userId))
        .orderBy(desc(webhookEndpoints.createdAt)),

    countOf: async (userId: number): Promise<number> =>
      (await db.select({ n: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.userId, userId)))[0]!.n,

    /** The owner's endpoint, locked for a change when asked; null when it is not theirs. */
    ownEndpoint: async (userId: number, id: string, lock = false): Promise<WebhookEndpointRow | null> => {
      const query = db
        .select()
        .from(webhookEndpoints)
        .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)));
      return (await (lock ? query.for('update') : query))[0] ?? null;
    },

    endpoint: async (id: string): Promise<WebhookEndpointRow | null> =>
      (await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)))[0] ?? null,

    updateEndpoint: async (id: string, patch: Partial<WebhookEndpointRow>): Promise<WebhookEndpointRow> =>
      (await db.update(webhookEndpoints).set(patch).where(eq(webhookEndpoints.id, id)).returning())[0]!,

    deleteEndpoint: async (id: string): Promise<void> => {
      await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    },

    /** The seller's active endpoints that asked for this event. */
    subscribers: (userId: number, type: string): Promise<WebhookEndpointRow[]> =>
      db
        .select()
        .from(webhookEndpoints)
        .where(
          and(
            eq(webhookEndpoints.userId, userId),
            eq(webhookEndpoints.status, 'active'),
            arrayContains(webhookEndpoints.events, [type]),
          ),
        ),

    /** The next sequence number of one object's events. */
    nextSequence: async (objectKey: string): Promise<number> =>
      (
        await db
          .insert(webhookSequences)
          .values({ objectKey, last: 1 })
          .onConflictDoUpdate({ target: webhookSequences.objectKey, set: { last: sql`${webhookSequences.last} + 1` } })
          .returning({ last: webhookSequences.last })
      )[0]!.last,

    insertEvent: async (row: typeof webhookEvents.$inferInsert): Promise<void> => {
      await db.insert(webhookEvents).values(row);
    },

    event: async (id: string): Promise<WebhookEventRow | null> =>
      (await db.select().from(webhookEvents).where(eq(webhookEvents.id, id)))[0] ?? null,

    insertDeliveries: async (rows: (typeof webhookDeliveries.$inferInsert)[]): Promise<WebhookDeliveryRow[]> =>
      rows.length === 0 ? [] : db.insert(webhookDeliveries).values(rows).returning(),

    delivery: async (id: number, lock = false): Promise<WebhookDeliveryRow | null> => {
      const query = db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
      return (await (lock ? query.for('update') : query))[0] ?? null;
    },

    /** A delivery with its endpoint and event, in one read: what a try needs. */
    deliveryWithParts: async (id: number) =>
      (
        await db
          .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints, event: webhookEvents })
          .from(webhookDeliveries)
          .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
          .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
          .where(eq(webhookDeliveries.id, id))
      )[0] ?? null,

    /**
     * Ends a pending delivery with its last try, in one statement (one commit on the busy path): nothing
     * happens when it is no longer pending. Answers whether it was.
     */
    finishWithAttempt: async (
      id: number,
      status: 'delivered' | 'stopped',
      attempt: Omit<typeof webhookAttempts.$inferInsert, 'deliveryId'>,
    ): Promise<boolean> => {
      const result = await db.execute(sql`
        with ended as (
          update webhook_deliveries
          set status = ${status}, attempt_count = attempt_count + 1, next_attempt_at = null
          where id = ${id} and status = 'pending'
          returning id
        )
        insert into webhook_attempts (delivery_id, at, response_status, response_body, error, duration_ms)
        select id, ${attempt.at}, ${attempt.responseStatus ?? null}, ${attempt.responseBody}, ${attempt.error ?? null},
               ${attempt.durationMs}
        from ended
        returning delivery_id`);
      return rowsOf(result).length > 0;
    },

    updateDelivery: async (id: number, patch: Partial<WebhookDeliveryRow>): Promise<void> => {
      await db.update(webhookDeliveries).set(patch).where(eq(webhookDeliveries.id, id));
    },

    /** Notes a failed try: the endpoint has been failing since its first failure after its last success. */
    markFailing: async (id: string, at: Date): Promise<WebhookEndpointRow> =>
      (
        await db
          .update(webhookEndpoints)
          .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${at})` })
          .where(eq(webhookEndpoints.id, id))
          .returning()
      )[0]!,

    /** A success ends the failing streak and brings a disabled endpoint back. */
    markHealthy: async (id: string): Promise<void> => {
      await db
        .update(webhookEndpoints)
        .set({ failingSince: null, status: 'active', disabledAt: null })
        .where(eq(webhookEndpoints.id, id));
    },

    /** Every pending delivery of an endpoint given up on: its tries end here. */
    failPending: async (endpointId: string): Promise<void> => {
      await db
        .update(webhookDeliveries)
        .set({ status: 'failed', nextAttemptAt: null })
        .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, 'pending')));
    },

    insertAttempt: async (row: typeof webhookAttempts.$inferInsert): Promise<void> => {
      await db.insert(webhookAttempts).values(row);
    },

    /** The endpoint's latest deliveries with their events, newest first. */
    deliveriesOf: (endpointId: string, limit: number) =>
      db
        .select({ delivery: webhookDeliveries, event: webhookEvents })
        .from(webhookDeliveries)
        .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
        .where(eq(webhookDeliveries.endpointId, endpointId))
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        .limit(limit),

    /** Deliveries of the endpoint created in a range, oldest first, for a replay. */
    deliveriesBetween: (endpointId: string, since: Date, until: Date, limit: number) =>
      db
        .select()
        .from(webhookDeliveries)
        .where(
          and(
            eq(webhookDeliveries.endpointId, endpointId),
            gte(webhookDeliveries.createdAt, since),
            lte(webhookDeliveries.createdAt, until),
          ),
        )
        .orderBy(asc(webhookDeliveries.id))
        .limit(limit),

    attemptsOf: (deliveryIds: number[]): Promise<WebhookAttemptRow[]> =>
      deliveryIds.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(webhookAttempts)
            .where(inArray(webhookAttempts.deliveryId, deliveryIds))
            .orderBy(asc(webhookAttempts.id)),

    /** Drops events (with their deliveries and log) older than the log's window. */
    pruneBefore: async (before: Date): Promise<void> => {
      await db.delete(webhookEvents).where(sql`${webhookEvents.createdAt} < ${before}`);
    },
  };
}
