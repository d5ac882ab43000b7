import { ORDER_IMAGES_LIMIT_MESSAGE, ORDER_IMAGES_MAX, type OrderImage, type OrderStage } from '@lootmarket/domain';
import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/http/app-error';
import { createGuestOrderTokens } from './orders.access';
import { reencodeOrderImage } from './order-images.image';
import { orderImages } from './order-images.tables';
import { createOrdersRepo, isOrderId, type OrderRow } from './orders.repo';

/** Stages in which the seller may still hand pictures over: working on the order, or delivered and not yet confirmed. */
const DELIVERY_STAGES: readonly OrderStage[] = ['in_progress', 'delivered'];

/** Where one picture is served, under the public API prefix. */
export const ORDER_IMAGE_FILE_ROUTE = '/order/image/file/';

/** Who asks for an order's pictures: a signed-in user (admins see every order) or a guest with the order's token. */
export interface OrderImageAccess {
  userId: number | null;
  isAdmin: boolean;
  token?: string | undefined;
}

export type OrderImagesService = ReturnType<typeof createOrderImagesService>;

const toView = (row: Pick<typeof orderImages.$inferSelect, 'id' | 'width' | 'height' | 'createdAt'>): OrderImage => ({
  id: row.id,
  // The id is a random UUID handed only to the order's buyer, seller and support, so the address itself is the key.
  url: `/api/gw/public/v1${ORDER_IMAGE_FILE_ROUTE}${row.id}`,
  width: row.width,
  height: row.height,
  createdAt: row.createdAt.toISOString(),
});

/** Pictures a seller attaches to a manual delivery, and who may see them. */
export function createOrderImagesService({ db, secret, now = Date.now }: { db: Db; secret: string; now?: () => number }) {
  const tokens = createGuestOrderTokens(secret);

  /** The order when the user sells it and it is in a stage that takes delivery pictures. */
  function assertSellerMayAttach(row: OrderRow | undefined, sellerId: number): asserts row is OrderRow {
    if (!row || row.sellerId !== sellerId || row.sellerClockAt === null) throw new AppError('NOT_FOUND', 'Заказ не найден');
    if (row.status !== 'PROCESSING' || !DELIVERY_STAGES.includes(row.stage!)) {
      throw new AppError('CONFLICT', 'Изображения можно приложить только к принятому заказу до подтверждения получения', { status: row.status, stage: row.stage });
    }
  }

  const countFor = async (tx: Db, orderId: string): Promise<number> =>
    (await tx.select({ n: count() }).from(orderImages).where(eq(orderImages.orderId, orderId)))[0]?.n ?? 0;

  return {
    /** Re-encodes and stores one picture; the order is locked so that the count limit holds under concurrent uploads. */
    async upload(orderId: string, sellerId: number, input: Buffer): Promise<OrderImage> {
      // Cheap checks first, so strangers and late uploads cost no image decoding.
      assertSellerMayAttach(await createOrdersRepo(db).findById(orderId), sellerId);
      const image = await reencodeOrderImage(input);
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        assertSellerMayAttach(await createOrdersRepo(tx).lockById(orderId), sellerId);
        if ((await countFor(tx, orderId)) >= ORDER_IMAGES_MAX) throw new AppError('CONFLICT', ORDER_IMAGES_LIMIT_MESSAGE, { limit: ORDER_IMAGES_MAX });
        const [row] = await tx
          .insert(orderImages)
          .values({ orderId, uploadedBy: sellerId, width: image.width, height: image.height, bytes: image.data.length, data: image.data, createdAt: new Date(now()) })
          .returning({ id: orderImages.id, width: orderImages.width, height: orderImages.height, createdAt: orderImages.createdAt });
        return toView(row!);
      });
    },

    /** The order's pictures, oldest first, for its buyer, its seller, support, or the guest holding its token. */
    async list(orderId: string, access: OrderImageAccess): Promise<{ items: OrderImage[] }> {
      const row = isOrderId(orderId) ? await createOrdersRepo(db).findById(orderId) : undefined;
      const byUser = access.userId !== null && (access.isAdmin || row?.buyerUserId === access.userId || row?.sellerId === access.userId);
      if (!row || !(byUser || tokens.verify(row.id, access.token))) throw new AppError('NOT_FOUND', 'Заказ не найден');
      const rows = await db
        .select({ id: orderImages.id, width: orderImages.width, height: orderImages.height, createdAt: orderImages.createdAt })
        .from(orderImages)
        .where(eq(orderImages.orderId, orderId))
        .orderBy(asc(orderImages.createdAt), asc(orderImages.id));
      return { items: rows.map(toView) };
    },

    /** The WebP bytes of one picture, or undefined. */
    async file(imageId: string): Promise<Buffer | undefined> {
      if (!isOrderId(imageId)) return undefined;
      const [row] = await db.select({ data: orderImages.data }).from(orderImages).where(eq(orderImages.id, imageId)).limit(1);
      return row?.data;
    },
  };
}
