import type { Db } from '../../db/client';
import { createGuestOrderTokens } from './orders.access';
import { createOrdersRepo, isOrderId } from './orders.repo';

/** The people of an order, as other modules (its conversation) need them. */
export interface OrderParties {
  id: string;
  buyerUserId: number | null;
  buyerEmail: string | null;
  sellerId: number;
  productTitle: string;
  /** The money is held and the seller has the order: it was paid and cleared of any risk hold. */
  sellerHasOrder: boolean;
}

/** Who an order belongs to, and whether a guest's token opens it; unknown ids answer undefined. */
export function createOrderParties({ db, secret, publicUrl }: { db: Db; secret: string; publicUrl?: string }) {
  const tokens = createGuestOrderTokens(secret);
  const site = publicUrl ?? 'http://localhost:3000';
  return {
    async find(orderId: string): Promise<OrderParties | undefined> {
      const row = isOrderId(orderId) ? await createOrdersRepo(db).findById(orderId) : undefined;
      if (!row) return undefined;
      return {
        id: row.id,
        buyerUserId: row.buyerUserId,
        buyerEmail: row.buyerEmail,
        sellerId: row.sellerId,
        productTitle: row.productTitle,
        sellerHasOrder: row.sellerClockAt !== null,
      };
    },
    guestTokenOpens: (orderId: string, token: string | undefined): boolean => tokens.verify(orderId, token),
    /** The buyer's status page with the token, for mails opened signed out or on another device. */
    buyerMailLink: (orderId: string): string => `${site}/order-status/${orderId}?token=${tokens.sign(orderId)}`,
  };
}

export type OrderPartiesService = ReturnType<typeof createOrderParties>;
