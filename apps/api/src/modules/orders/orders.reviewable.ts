import type { OrderStatus } from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { createGuestOrderTokens } from './orders.access';
import { createOrdersRepo, isOrderId } from './orders.repo';

/** An order as its review needs it. */
export interface ReviewableOrder {
  id: string;
  status: OrderStatus;
  buyerUserId: number | null;
  buyerEmail: string | null;
  sellerId: number;
  productTitle: string;
  productSlug: string;
}

/** Orders read for their reviews (the reviews module); unknown ids answer undefined. */
export function createReviewableOrders({ db, secret }: { db: Db; secret: string }) {
  const tokens = createGuestOrderTokens(secret);
  return {
    isGuestToken: (orderId: string, token: string): boolean => tokens.verify(orderId, token),
    async find(orderId: string, tx: Db = db): Promise<ReviewableOrder | undefined> {
      const row = isOrderId(orderId) ? await createOrdersRepo(tx).findById(orderId) : undefined;
      return (
        row && {
          id: row.id,
          status: row.status,
          buyerUserId: row.buyerUserId,
          buyerEmail: row.buyerEmail,
          sellerId: row.sellerId,
          productTitle: row.productTitle,
          productSlug: row.productSlug,
        }
      );
    },
  };
}
