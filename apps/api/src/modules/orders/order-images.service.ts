import { ORDER_IMAGES_LIMIT_MESSAGE, ORDER_IMAGES_MAX, type OrderImage, type OrderStage } from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../platform/http/app-error';
import { createGuestOrderTokens } from './orders.access';
import { reencodeOrderImage } from './order-images.image';
import { createOrderImagesRepo, type OrderImageRow } from './order-images.repo';
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

/**
 * A picture is served only to whoever may see its order: signed-in parties and support by their cookie,
 * a guest by the order's token, which their addresses carry.
 */
const toView = (row: OrderImageRow, guestToken?: string): OrderImage => ({
  id: row.id,
  url: `/api/gw/public/v1${ORDER_IMAGE_FILE_ROUTE}${row.id}${guestToken ? `?token=${encodeURIComponent(guestToken)}` : ''}`,
  width: row.width,
  height: row.height,
  createdAt: row.createdAt.toISOString(),
});

/** Pictures a seller attaches to a manual delivery, and who may see them. */
export function createOrderImagesService({
  db,
  secret,
  now = Date.now,
}: {
  db: Db;
  secret: string;
  now?: () => number;
}) {
  const tokens = createGuestOrderTokens(secret);

  /** The order when the user sells it and it is in a stage that takes delivery pictures. */
  function assertSellerMayAttach(row: OrderRow | undefined, sellerId: number): asserts row is OrderRow {
    if (!row || row.sellerId !== sellerId || row.sellerClockAt === null)
      throw new AppError('NOT_FOUND', 'Заказ не найден');
    if (row.status !== 'PROCESSING' || !DELIVERY_STAGES.includes(row.stage!)) {
      throw new AppError(
        'CONFLICT',
        'Изображения можно приложить только к принятому заказу до подтверждения получения',
        { status: row.status, stage: row.stage },
      );
    }
  }

  const images = createOrderImagesRepo(db);

  /** How the asker may see the order (as a party or support, or by its guest token), or null. */
  async function accessBy(orderId: string, access: OrderImageAccess): Promise<'user' | 'token' | null> {
    const row = isOrderId(orderId) ? await createOrdersRepo(db).findById(orderId) : undefined;
    if (!row) return null;
    const byUser =
      access.userId !== null && (access.isAdmin || row.buyerUserId === access.userId || row.sellerId === access.userId);
    if (byUser) return 'user';
    return tokens.verify(row.id, access.token) ? 'token' : null;
  }

  return {
    /** Re-encodes and stores one picture; the order is locked so that the count limit holds under concurrent uploads. */
    async upload(orderId: string, sellerId: number, input: Buffer): Promise<OrderImage> {
      // Cheap checks first, so strangers and late uploads cost no image decoding.
      assertSellerMayAttach(await createOrdersRepo(db).findById(orderId), sellerId);
      const image = await reencodeOrderImage(input);
      return inTransaction(db, async (tx) => {
        assertSellerMayAttach(await createOrdersRepo(tx).lockById(orderId), sellerId);
        const txImages = createOrderImagesRepo(tx);
        if ((await txImages.countByOrder(orderId)) >= ORDER_IMAGES_MAX)
          throw new AppError('CONFLICT', ORDER_IMAGES_LIMIT_MESSAGE, { limit: ORDER_IMAGES_MAX });
        const row = await txImages.insert({
          orderId,
          uploadedBy: sellerId,
          width: image.width,
          height: image.height,
          bytes: image.data.length,
          data: image.data,
          createdAt: new Date(now()),
        });
        return toView(row);
      });
    },

    /** The order's pictures, oldest first, for its buyer, its seller, support, or the guest holding its token. */
    async list(orderId: string, access: OrderImageAccess): Promise<{ items: OrderImage[] }> {
      const how = await accessBy(orderId, access);
      if (!how) throw new AppError('NOT_FOUND', 'Заказ не найден');
      const guestToken = how === 'token' ? access.token : undefined;
      return { items: (await images.findByOrder(orderId)).map((row) => toView(row, guestToken)) };
    },

    /** The WebP bytes of one picture for someone who may see its order, or undefined (a 404 either way). */
    async file(imageId: string, access: OrderImageAccess): Promise<Buffer | undefined> {
      if (!isOrderId(imageId)) return undefined;
      const found = await images.findData(imageId);
      if (!found || !(await accessBy(found.orderId, access))) return undefined;
      return found.data;
    },
  };
}
