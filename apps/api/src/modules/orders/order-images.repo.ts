import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderImages } from './order-images.tables';

export type NewOrderImage = Omit<typeof orderImages.$inferInsert, 'id'>;
export type OrderImageRow = Pick<typeof orderImages.$inferSelect, 'id' | 'width' | 'height' | 'createdAt'>;

const columns = {
  id: orderImages.id,
  width: orderImages.width,
  height: orderImages.height,
  createdAt: orderImages.createdAt,
};

export function createOrderImagesRepo(db: Db) {
  return {
    countByOrder: async (orderId: string): Promise<number> =>
      (await db.select({ n: count() }).from(orderImages).where(eq(orderImages.orderId, orderId)))[0]?.n ?? 0,

    insert: async (image: NewOrderImage): Promise<OrderImageRow> =>
      (await db.insert(orderImages).values(image).returning(columns))[0]!,

    /** The order's pictures without their bytes, oldest first. */
    findByOrder: (orderId: string): Promise<OrderImageRow[]> =>
      db
        .select(columns)
        .from(orderImages)
        .where(eq(orderImages.orderId, orderId))
        .orderBy(asc(orderImages.createdAt), asc(orderImages.id)),

    /** The picture's bytes with the order it belongs to, for the access check. */
    findData: async (imageId: string): Promise<{ orderId: string; data: Buffer } | undefined> =>
      (
        await db
          .select({ orderId: orderImages.orderId, data: orderImages.data })
          .from(orderImages)
          .where(eq(orderImages.id, imageId))
          .limit(1)
      )[0],
  };
}
