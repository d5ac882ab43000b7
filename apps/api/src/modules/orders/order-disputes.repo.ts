import type { DisputeState, PartyHistory } from '@lootmarket/domain';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderDisputes, orderKeyReveals } from './order-disputes.tables';
import { orders } from './orders.tables';

export type DisputeRow = typeof orderDisputes.$inferSelect;
export type NewDisputeRow = typeof orderDisputes.$inferInsert;
export type KeyRevealRow = typeof orderKeyReveals.$inferSelect;

const UUID_PREFIX = /^[0-9a-f-]{4,36}$/i;
const ACCOUNT_ID = /^\d{1,15}$/;

/** What `q` finds: an order by the start of its number, a party by account id, name or e-mail. */
function searchFilter(q: string | undefined): SQL | undefined {
  const text = q?.replace(/^№\s*/, '').trim();
  if (!text) return undefined;
  const like = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return or(
    UUID_PREFIX.test(text) ? sql`${orderDisputes.orderId}::text like ${`${text.toLowerCase()}%`}` : undefined,
    ACCOUNT_ID.test(text)
      ? or(eq(orderDisputes.buyerUserId, Number(text)), eq(orderDisputes.sellerId, Number(text)))
      : undefined,
    ilike(orderDisputes.buyerName, like),
    ilike(orderDisputes.sellerName, like),
    ilike(orderDisputes.buyerEmail, like),
  );
}

const stateFilter = (state: DisputeState): SQL =>
  state === 'open' ? isNull(orderDisputes.resolvedAt) : isNotNull(orderDisputes.resolvedAt);

/** A party's orders, as buyer (account or guest e-mail) or as seller. */
export type PartyKey = { buyerUserId: number } | { buyerEmail: string } | { sellerId: number };

function ordersOf(party: PartyKey): SQL {
  if ('sellerId' in party) return eq(orders.sellerId, party.sellerId);
  if ('buyerUserId' in party) return eq(orders.buyerUserId, party.buyerUserId);
  return and(isNull(orders.buyerUserId), sql`lower(${orders.buyerEmail}) = lower(${party.buyerEmail})`)!;
}

export function createDisputesRepo(db: Db) {
  return {
    find: async (orderId: string): Promise<DisputeRow | undefined> =>
      (await db.select().from(orderDisputes).where(eq(orderDisputes.orderId, orderId)).limit(1))[0],

    lock: async (orderId: string): Promise<DisputeRow | undefined> =>
      (await db.select().from(orderDisputes).where(eq(orderDisputes.orderId, orderId)).for('update'))[0],

    insert: async (row: NewDisputeRow): Promise<DisputeRow> =>
      (await db.insert(orderDisputes).values(row).returning())[0]!,

    resolve: async (
      orderId: string,
      decision: Pick<DisputeRow, 'decision' | 'refundedMinor' | 'decidedBy' | 'resolvedAt' | 'note'>,
    ): Promise<void> => {
      await db.update(orderDisputes).set(decision).where(eq(orderDisputes.orderId, orderId));
    },

    /** Open disputes oldest first (the longest waiting on top), resolved ones newest decision first. */
    list: (state: DisputeState, q: string | undefined, limit: number, offset: number) =>
      db
        .select({
          dispute: orderDisputes,
          productTitle: orders.productTitle,
          amountMinor: orders.amountMinor,
          currency: orders.currency,
        })
        .from(orderDisputes)
        .innerJoin(orders, eq(orders.id, orderDisputes.orderId))
        .where(and(stateFilter(state), searchFilter(q)))
        .orderBy(state === 'open' ? asc(orderDisputes.openedAt) : desc(orderDisputes.resolvedAt))
        .limit(limit)
        .offset(offset),

    count: async (state: DisputeState, q: string | undefined): Promise<number> =>
      (
        await db
          .select({ n: count() })
          .from(orderDisputes)
          .where(and(stateFilter(state), searchFilter(q)))
      )[0]?.n ?? 0,

    /** Paid orders, money that went back to the buyer, and disputes of one party. */
    history: async (party: PartyKey): Promise<PartyHistory> => {
      const [row] = await db
        .select({
          deals: sql<number>`count(*) filter (where ${orders.sellerClockAt} is not null)`.mapWith(Number),
          refunds:
            sql<number>`count(*) filter (where ${orders.sellerClockAt} is not null and (${orders.status} = 'CANCELLED'
            or ${orderDisputes.decision} = 'partial_refund'))`.mapWith(Number),
          disputes: sql<number>`count(${orderDisputes.orderId})`.mapWith(Number),
        })
        .from(orders)
        .leftJoin(orderDisputes, eq(orderDisputes.orderId, orders.id))
        .where(ordersOf(party));
      return { deals: row?.deals ?? 0, refunds: row?.refunds ?? 0, disputes: row?.disputes ?? 0 };
    },

    insertReveal: async (row: Omit<KeyRevealRow, 'id'>): Promise<void> => {
      await db.insert(orderKeyReveals).values(row);
    },

    reveals: (orderId: string): Promise<KeyRevealRow[]> =>
      db.select().from(orderKeyReveals).where(eq(orderKeyReveals.orderId, orderId)).orderBy(asc(orderKeyReveals.id)),
  };
}
