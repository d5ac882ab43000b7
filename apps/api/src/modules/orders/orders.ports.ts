import type { DisputeCase, HoldPolicy, Money, UnpaidOrderLimits } from '@lootmarket/domain';
import type { Db } from '../../db/client';
import type { Mailer } from '../../platform/mail/mailer';
import type { CheckoutOffer } from '../offers/offers.service';
import type { InputSealer } from './orders.secrets';
import type { LedgerService } from '../ledger/ledger.types';
import type { OfferKeysService } from '../offers/offer-keys.service';
import type { PaymentsService } from '../payments/payments.ports';
import type { OrderDeals } from './orders.lifecycle';
import type { RiskLimits } from './orders.risk';
import type { OrderWebhooks } from './orders.webhooks';
import type { AuditRecorder } from '../audit/audit.ports';

/** What orders need from the offers: the offer to price from, and its stock. */
export interface OrdersOffers {
  findCheckoutOffer(offerId: string, tx?: Db): Promise<CheckoutOffer | undefined>;
  reserveOfferStock(offerId: string, quantity: number, tx?: Db): Promise<boolean>;
  releaseOfferStock(offerId: string, quantity: number, tx?: Db): Promise<void>;
}

/** What orders need from users: the buyer's account age and name, and the streamer behind a link. */
export interface OrdersUsers {
  signedInById(userId: number): Promise<{ createdAt: Date } | null>;
  findStreamer(key: { slug: string }): Promise<{ id: number } | null>;
  findPublicCards(ids: number[], tx?: Db): Promise<Map<number, { name: string }>>;
  /** Where a signed-in buyer's delivered goods are mailed: the account's e-mail, if it has one. */
  contactEmail(userId: number): Promise<string | null>;
  /** Staff search: accounts whose e-mail is the text or whose name holds it. */
  idsMatching?(text: string): Promise<number[]>;
  /** Staff search: the buyers' e-mails, by id. */
  emailsOf?(ids: number[]): Promise<Map<number, string>>;
}

/** One purchase alert; unique per order, so a repeated payment notification queues nothing new. */
export interface OrderAlert {
  streamerId: number;
  source: 'order';
  sourceId: string;
  donorName: string;
  amount: Money;
  message: string;
}

export interface OrderAlerts {
  enqueueInTransaction(tx: Db, alert: OrderAlert): Promise<void>;
}

/** The streamer's ban list, applied to what their overlay would show. */
export interface OrderAlertModeration {
  maskForStreamer(tx: Db, streamerId: number, texts: readonly string[]): Promise<string[]>;
}

/** What orders need from the sellers: whether a seller is away now (decision 024). */
export interface OrdersSellers {
  /** When an away seller is back, ms since the epoch; null while they take orders (or no return is known). */
  backAt(sellerId: number, tx: Db): Promise<number | null>;
}

/** An order as its conversation needs it to post in it. */
export interface ConversationOrderRef {
  id: string;
  buyerUserId: number | null;
  buyerEmail: string | null;
  sellerId: number;
  productTitle: string;
  sellerHasOrder: boolean;
}

type SupportMessage = DisputeCase['conversation'][number];

/** A picture checked and re-encoded for the conversation. */
export interface ConversationPicture {
  data: Buffer;
  width: number;
  height: number;
}

/** What a dispute needs from the order's conversation: to post its opening and its decision, and to show it to support. */
export interface OrdersConversation {
  prepareImage(input: Buffer): Promise<ConversationPicture>;
  postInTransaction(
    tx: Db,
    where: { order: ConversationOrderRef; side: 'buyer' | 'seller' | 'support' },
    post: {
      userId: number | null;
      text: string;
      images: ConversationPicture[];
      notice: 'dispute_opened' | 'dispute_resolved';
    },
  ): Promise<unknown>;
  supportView(orderId: string): Promise<SupportMessage[]>;
}

export interface OrdersServiceDeps {
  db: Db;
  /** Staff decisions on orders are audited in the decision's transaction (decision 050). */
  audit: AuditRecorder;
  offers: OrdersOffers;
  payments: Pick<PaymentsService, 'createPayment' | 'refund' | 'syncPayment' | 'listPayments'>;
  ledger: Pick<
    LedgerService,
    | 'releaseEscrow'
    | 'recordPayment'
    | 'splitEscrow'
    | 'reopenEscrow'
    | 'refundReopenedEscrow'
    | 'incomeAccountForReversal'
  >;
  keys: Pick<OfferKeysService, 'reserveKeys' | 'sellReservedKeys' | 'releaseKeys' | 'soldKeys'> &
    Partial<Pick<OfferKeysService, 'ordersByKeyFragment'>>;
  /** The order's conversation, where a dispute opens and its decision is told; unset, disputes cannot open. */
  conversation?: OrdersConversation;
  mailer: Mailer;
  /** When a buyer's account was made, for the risk rules; read before the order's transaction. */
  users: OrdersUsers;
  /** The streamer's overlay queue: an attributed order announces itself there once paid. */
  alerts: OrderAlerts;
  moderation: OrderAlertModeration;
  /** Signs guest order tokens. */
  secret: string;
  /** Seals the secrets buyers enter (the account password) while they are stored. */
  inputSealer: InputSealer;
  publicUrl: string | undefined;
  /** Where links in mails point: PUBLIC_URL, else this server's own address (`siteUrl` of the config). */
  siteUrl: string;
  now: () => number;
  /** A manual order paid while its seller is away starts the seller's clock when they are back; unset: never away. */
  sellers?: OrdersSellers;
  /** Velocity limits of the risk rules; the rules' defaults when unset. */
  risk?: RiskLimits;
  /** How long a completed sale's income stays held (decision 023); the defaults when unset. */
  holds?: HoldPolicy;
  /** What an unpaid order may hold (decision 020); the defaults when unset. */
  limits?: UnpaidOrderLimits;
  /** The seller's trust figures (deals, refund share, delivery time), told of every finished deal. */
  deals?: OrderDeals;
  /** The seller's webhooks outbox: each transition's events are written in its transaction (decision 046). */
  webhooks?: OrderWebhooks;
}

/** Who is asking about an order: a signed-in user, or a guest holding the order's token. */
export interface OrderAccess {
  userId?: number | null;
  token?: string | undefined;
}
