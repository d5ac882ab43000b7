import type { OrderStatus } from '@lootmarket/domain';
import { and, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from './orders.tables';
import type { OrderRow } from './orders.repo';

/** What a staff search's text stands for; an order matches any one of them. */
export interface StaffOrderMatch {
  ids: string[];
  /** The first eight hex digits of an id: the number the seller sees. */
  idPrefix: string | null;
  buyerEmail: string | null;
  buyerUserIds: number[];
  sellerIds: number[];
}

export interface StaffOrderFilter {
  /** Null when no text was asked: every order passes. */
  match: StaffOrderMatch | null;
  status?: OrderStatus;
  from?: Date;
  /** Exclusive. */
  to?: Date;
  sellerId?: number;
  limit: number;
  offset: number;
}

function matchCondition(match: StaffOrderMatch): SQL {
  const any: (SQL | undefined)[] = [
    match.ids.length > 0 ? inArray(orders.id, match.ids) : undefined,
    match.idPrefix ? sql`${orders.id}::text like ${`${match.idPrefix}%`}` : undefined,
    match.buyerEmail ? sql`lower(${orders.buyerEmail}) = ${match.buyerEmail}` : undefined,
    match.buyerUserIds.length > 0 ? inArray(orders.buyerUserId, match.buyerUserIds) : undefined,
    match.sellerIds.length > 0 ? inArray(orders.sellerId, match.sellerIds) : undefined,
  ].filter(Boolean);
  return any.length === 0 ? sql`false` : or(...any)!;
}

/** Every order, as staff search them: newest first. */
export function createStaffOrdersRepo(db: Db) {
  return {
    search: async (filter: StaffOrderFilter): Promise<{ rows: OrderRow[]; total: number }> => {
      const where = and(
        filter.match ? matchCondition(filter.match) : undefined,
        filter.status ? eq(orders.status, filter.status) : undefined,
        filter.from ? gte(orders.createdAt, filter.from) : undefined,
        filter.to ? lt(orders.createdAt, filter.to) : undefined,
        filter.sellerId ? eq(orders.sellerId, filter.sellerId) : undefined,
      );
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ n: count() }).from(orders).where(where),
      ]);
      return { rows, total: counted?.n ?? 0 };
    },
  };
}
