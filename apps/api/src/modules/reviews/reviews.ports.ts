import type { OrderStatus, SellerTier, SellerTrust, UserRole } from '@lootmarket/domain';
import type { Db } from '../../db/client';
import type { AuditRecorder } from '../audit/audit.ports';
import type { CatalogAnswers } from '../../platform/cache/answer-cache';
import type { Mailer } from '../../platform/mail/mailer';
import type { SellerWebhooks } from '../webhooks/webhooks.ports';

/** An order as its review needs it, from the orders module. */
export interface ReviewOrder {
  id: string;
  status: OrderStatus;
  buyerUserId: number | null;
  buyerEmail: string | null;
  sellerId: number;
  productTitle: string;
  productSlug: string;
}

/** A deal the orders module just finished, in its own transaction. */
export interface FinishedDealNotice {
  orderId: string;
  sellerId: number;
  outcome: 'completed' | 'refunded';
}

export interface SellerBadge {
  tier: SellerTier;
  verified: boolean;
}

export interface ReviewsDeps {
  db: Db;
  /** The seller's webhooks outbox: a new review is told in the review's transaction. */
  webhooks?: Pick<SellerWebhooks, 'emit'>;
  orders: {
    find(orderId: string, tx?: Db): Promise<ReviewOrder | undefined>;
    /** Whether the token is the one the guest buyer of the order was given (the order link's). */
    isGuestToken(orderId: string, token: string): boolean;
    /** Disputes buyers opened on the seller's orders since `since`. */
    troubleSince(sellerId: number, since: Date): Promise<{ disputes: number; refunds: number }>;
  };
  users: {
    findPublicCards(
      ids: number[],
      tx?: Db,
    ): Promise<Map<number, { name: string; avatarLetters: string; avatarColor: string }>>;
    signedInById(userId: number): Promise<{ profile: { name: string }; roles: UserRole[]; createdAt: Date } | null>;
    contactEmail(userId: number): Promise<string | null>;
  };
  /** The seller's finished deals and refund share, as product pages show them (catalog). */
  trust: { getSellerTrust(sellerIds: number[]): Promise<Map<number, SellerTrust>> };
  /** Offers carry the seller's tier and flag for the catalog's filters and ranking. */
  offers: { setSellerBadge(sellerId: number, badge: SellerBadge, tx: Db): Promise<void> };
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
  /** Product pages and their sellers' figures are cached by seller. */
  answers?: CatalogAnswers;
  /** Where links in mails point. */
  siteUrl: string;
  /** Staff marking a seller verified write their audit row in its transaction (decision 043). */
  audit?: AuditRecorder;
  now: () => number;
}
