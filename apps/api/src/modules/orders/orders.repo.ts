import type { OrderStatus, OrderTab, SellerOrderStatus } from '@lootmarket/domain';
import { and, count, desc, eq, gt, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { JobsInsert } from '../../platform/jobs/job-schedule';
import { orderEvents, orderInputs, orders } from './orders.tables';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Order ids are UUIDs; anything else is no order (and must not reach a uuid column as a query error). */
export const isOrderId = (value: string): boolean => UUID.test(value);

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderEventRow = typeof orderEvents.$inferInsert;
/** One input as stored: a sealed secret's value is ciphertext, or null once the order ended. */
export type StoredInput = Pick<typeof orderInputs.$inferSelect, 'kind' | 'value' | 'sealed'>;

const TAB_STATUSES: Readonly<Record<Exclude<OrderTab, 'all'>, OrderStatus[]>> = {
  active: ['NEW', 'AWAITING_PAYMENT', 'ACQUIRING_ERROR', 'PROCESSING'],
  completed: ['COMPLETED'],
  cancelled: ['CANCELLED', 'UNPAID'],
};

const tabFilter = (tab: OrderTab): SQL | undefined =>
  tab === 'all' ? undefined : inArray(orders.status, TAB_STATUSES[tab]);

/** Mirrors the domain's sellerOrderStatus in SQL; a seller sees only paid orders not held for a risk check. */
const SELLER_STATUS_FILTERS: Readonly<Record<SellerOrderStatus, SQL>> = {
  IN_PROGRESS: sql`${orders.status} = 'PROCESSING' and ${orders.stage} in ('awaiting_seller', 'in_progress', 'error', 'disputed') and not (${orders.stage} = 'disputed' and ${orders.deliveredAt} is not null)`,
  DELIVERED: sql`${orders.status} = 'PROCESSING' and (${orders.stage} = 'delivered' or (${orders.stage} = 'disputed' and ${orders.deliveredAt} is not null))`,
  COMPLETED: sql`${orders.status} = 'COMPLETED'`,
  CANCELLED: sql`${orders.status} = 'CANCELLED'`,
};
const sellerVisible = (sellerId: number, orderId?: string): SQL =>
  and(
    eq(orders.sellerId, sellerId),
    sql`${orders.sellerClockAt} is not null`,
    sql`${orders.stage} is distinct from 'manual_approve'`,
    orderId ? eq(orders.id, orderId) : undefined,
  )!;

/** Whose unpaid orders are counted before a new one is placed (decision 020). */
export interface UnpaidOrderOwner {
  email: string | null;
  userId: number | null;
  clientIp: string | null;
}

/** Unpaid orders open per scope, and when the oldest of each was placed (null when there is none). */
export type UnpaidOrderCounts = Record<'email' | 'account' | 'address', { open: number; oldestAt: Date | null }>;

const UNPAID_SQL = sql.raw(`o.status in ('NEW', 'AWAITING_PAYMENT', 'ACQUIRING_ERROR')`);

export function createOrdersRepo(db: Db) {
  return {
    /**
     * Serializes placements of one buyer e-mail, account and address until the transaction ends, so two
     * concurrent orders cannot both pass the unpaid-order count. Locks are taken in one order: no deadlock.
     */
    lockUnpaidOwner: async (owner: UnpaidOrderOwner): Promise<void> => {
      const keys = [
        owner.email ? `orders:unpaid:email:${owner.email.toLowerCase()}` : null,
        owner.userId === null ? null : `orders:unpaid:account:${owner.userId}`,
        owner.clientIp ? `orders:unpaid:address:${owner.clientIp}` : null,
      ]
        .filter((key): key is string => key !== null)
        .sort();
      // One statement for all of them, in the array's order; the count must be a later statement, whose
      // snapshot sees the orders committed by those we waited for.
      if (keys.length > 0)
        await db.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(k, 0)) from unnest(${`{${keys.map((key) => `"${key.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]) as k`,
        );
    },

    /**
     * Unpaid orders (still holding stock) of this e-mail, account and address, each counted only up to its
     * cap: a buyer with thousands of open orders costs as little as one with none. Each scope reads at most
     * `caps[scope]` rows, oldest first, from its partial (owner, created_at) index.
     */
    countUnpaid: async (
      owner: UnpaidOrderOwner,
      caps: Record<'email' | 'account' | 'address', number>,
    ): Promise<UnpaidOrderCounts> => {
      const scopes = {
        email: owner.email ? sql`lower(o.buyer_email) = lower(${owner.email})` : null,
        account: owner.userId === null ? null : sql`o.buyer_user_id = ${owner.userId}`,
        address: owner.clientIp ? sql`o.client_ip = ${owner.clientIp}` : null,
      };
      const counted = (where: SQL | null, cap: number) =>
        where === null
          ? sql`0, null::timestamptz`
          : sql`(select count(*)::int from (select 1 from orders o where ${UNPAID_SQL} and ${where} order by o.created_at limit ${cap}) s),
                (select min(o.created_at) from orders o where ${UNPAID_SQL} and ${where})`;
      const [row] = rowsOf<Record<string, number | string | Date | null>>(
        await db.execute(sql`
          select e.*, a.*, d.*
            from (select ${counted(scopes.email, caps.email)}) as e(email, email_oldest),
                 (select ${counted(scopes.account, caps.account)}) as a(account, account_oldest),
                 (select ${counted(scopes.address, caps.address)}) as d(address, address_oldest)`),
      );
      const scope = (name: 'email' | 'account' | 'address') => {
        const oldest = row?.[`${name}_oldest`];
        return { open: Number(row?.[name] ?? 0), oldestAt: oldest ? new Date(oldest) : null };
      };
      return { email: scope('email'), account: scope('account'), address: scope('address') };
    },

    insert: async (row: NewOrderRow): Promise<OrderRow> => {
      const [inserted] = await db.insert(orders).values(row).returning();
      return inserted!;
    },

    /**
     * A new order with what it starts with — the buyer's inputs, its first event and its timers — in one
     * statement: those are `WITH` inserts beside the order's own, so placing costs one round trip, not
     * four. The caller picks the id so every part can carry it; the foreign keys to the order are
     * checked at the end of the statement, when its row is there. `timers` is the jobs' own insert.
     */
    insertPlaced: async ({
      order,
      inputs,
      event,
      timers,
    }: {
      order: NewOrderRow & { id: string };
      inputs: StoredInput[];
      event: Omit<OrderEventRow, 'orderId'>;
      timers?: JobsInsert | undefined;
    }): Promise<OrderRow> => {
      const inputRows = inputs.map((input) => ({ orderId: order.id, ...input }));
      const parts = [
        db.$with('placed_event').as(
          db
            .insert(orderEvents)
            .values({ ...event, orderId: order.id })
            .returning({ id: orderEvents.id }),
        ),
        ...(inputRows.length > 0
          ? [
              db
                .$with('placed_inputs')
                .as(db.insert(orderInputs).values(inputRows).returning({ kind: orderInputs.kind })),
            ]
          : []),
        ...(timers ? [db.$with('placed_timers').as(timers)] : []),
      ];
      const [inserted] = await db
        .with(...parts)
        .insert(orders)
        .values(order)
        .returning();
      return inserted!;
    },

    insertEvent: async (event: OrderEventRow): Promise<number> => {
      const [row] = await db.insert(orderEvents).values(event).returning({ id: orderEvents.id });
      return row!.id;
    },

    /** Several events of one history in one statement. */
    insertEvents: async (events: OrderEventRow[]): Promise<void> => {
      if (events.length > 0) await db.insert(orderEvents).values(events);
    },

    findById: async (id: string): Promise<OrderRow | undefined> => {
      const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
      return row;
    },

    /** The row locked until the transaction ends: transitions of one order run one at a time. */
    lockById: async (id: string): Promise<OrderRow | undefined> => {
      const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1).for('update');
      return row;
    },

    update: async (id: string, patch: Partial<NewOrderRow>): Promise<OrderRow> => {
      const [row] = await db.update(orders).set(patch).where(eq(orders.id, id)).returning();
      return row!;
    },

    /** The order's inputs as stored: secrets still sealed, or null once erased. */
    findInputs: (orderId: string): Promise<StoredInput[]> =>
      db
        .select({ kind: orderInputs.kind, value: orderInputs.value, sealed: orderInputs.sealed })
        .from(orderInputs)
        .where(eq(orderInputs.orderId, orderId)),

    /** Erases the order's sealed secrets: the ciphertext itself is gone, not only hidden. */
    eraseSecrets: async (orderId: string): Promise<void> => {
      await db
        .update(orderInputs)
        .set({ value: null })
        .where(and(eq(orderInputs.orderId, orderId), eq(orderInputs.sealed, true), isNotNull(orderInputs.value)));
    },

    findEvents: (orderId: string) =>
      db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id),

    listByBuyer: (buyerUserId: number, tab: OrderTab, limit: number, offset: number): Promise<OrderRow[]> =>
      db
        .select()
        .from(orders)
        .where(and(eq(orders.buyerUserId, buyerUserId), tabFilter(tab)))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit)
        .offset(offset),

    countByBuyer: async (buyerUserId: number, tab: OrderTab): Promise<number> => {
      const [row] = await db
        .select({ n: count() })
        .from(orders)
        .where(and(eq(orders.buyerUserId, buyerUserId), tabFilter(tab)));
      return row?.n ?? 0;
    },

    /** Orders that need the buyer's attention: a bank error to retry, or an error to take to support. */
    listErrorsByBuyer: (buyerUserId: number): Promise<OrderRow[]> =>
      db
        .select()
        .from(orders)
        .where(
          and(eq(orders.buyerUserId, buyerUserId), or(eq(orders.status, 'ACQUIRING_ERROR'), eq(orders.stage, 'error'))),
        )
        .orderBy(desc(orders.createdAt))
        .limit(100),

    listBySeller: (
      sellerId: number,
      status: SellerOrderStatus | undefined,
      limit: number,
      offset: number,
      orderId?: string,
    ): Promise<OrderRow[]> =>
      db
        .select()
        .from(orders)
        .where(and(sellerVisible(sellerId, orderId), status ? SELLER_STATUS_FILTERS[status] : undefined))
        .orderBy(desc(orders.sellerClockAt), desc(orders.id))
        .limit(limit)
        .offset(offset),

    countBySeller: async (
      sellerId: number,
      status: SellerOrderStatus | undefined,
      orderId?: string,
    ): Promise<number> => {
      const [row] = await db
        .select({ n: count() })
        .from(orders)
        .where(and(sellerVisible(sellerId, orderId), status ? SELLER_STATUS_FILTERS[status] : undefined));
      return row?.n ?? 0;
    },

    /** Orders waiting for support in one stage, the latest change first. */
    listByStage: (stage: NonNullable<OrderRow['stage']>, limit: number): Promise<OrderRow[]> =>
      db.select().from(orders).where(eq(orders.stage, stage)).orderBy(desc(orders.updatedAt)).limit(limit),

    /** Other orders whose seller clock started after `since` (they were paid then), of the buyer or address `who` names. */
    countPaidSince: async (
      exceptId: string,
      since: Date,
      who: { email?: string | null; userId?: number | null; clientIp?: string | null },
    ): Promise<number> => {
      const whose = or(
        who.email ? eq(orders.buyerEmail, who.email) : undefined,
        who.userId !== undefined && who.userId !== null ? eq(orders.buyerUserId, who.userId) : undefined,
        who.clientIp ? eq(orders.clientIp, who.clientIp) : undefined,
      );
      const [row] = await db
        .select({ n: count() })
        .from(orders)
        .where(and(ne(orders.id, exceptId), gt(orders.sellerClockAt, since), whose));
      return row?.n ?? 0;
    },

    /** The buyer's completed orders other than this one. */
    countCompletedByBuyer: async (buyerUserId: number, exceptId: string): Promise<number> => {
      const [row] = await db
        .select({ n: count() })
        .from(orders)
        .where(and(eq(orders.buyerUserId, buyerUserId), ne(orders.id, exceptId), eq(orders.status, 'COMPLETED')));
      return row?.n ?? 0;
    },
  };
}
