import type { ConversationSide } from '@lootmarket/domain';
import type { Db } from '../../db/client';
import type { Mailer } from '../../platform/mail/mailer';
import type { SellerWebhooks } from '../webhooks/webhooks.ports';

/** Who asks: a signed-in user (admins may join any order as support) or a guest holding the order's token. */
export interface ConversationAccess {
  userId: number | null;
  isAdmin: boolean;
  token?: string | undefined;
}

/** The order as the conversation needs it, from the orders module. */
export interface ConversationOrder {
  id: string;
  buyerUserId: number | null;
  buyerEmail: string | null;
  sellerId: number;
  productTitle: string;
  sellerHasOrder: boolean;
}

export interface ConversationsDeps {
  db: Db;
  /** The seller's webhooks outbox: a message from the buyer or support is told in its own transaction. */
  webhooks?: Pick<SellerWebhooks, 'emit'>;
  orders: {
    find(orderId: string): Promise<ConversationOrder | undefined>;
    guestTokenOpens(orderId: string, token: string | undefined): boolean;
    buyerMailLink(orderId: string): string;
  };
  events: { publish(channel: string, payload: unknown, tx?: Db): Promise<void> };
  notifications: {
    notify(notification: {
      userId: number;
      kind: string;
      title: string;
      body: string;
      link: string | null;
      orderId?: string | null;
      sourceKey: string;
    }): Promise<boolean>;
  };
  mailer: Mailer;
  users: { contactEmail(userId: number): Promise<string | null> };
  publicUrl: string | undefined;
  /** How long a message may stay unread before its reader is told; five minutes unless a test says otherwise. */
  unseenAfterMs?: number;
  now: () => number;
}

/** The order a user reached and the side they speak for. */
export interface ConversationSeat {
  order: ConversationOrder;
  side: ConversationSide;
}
