import type { WebhookEventType } from '@lootmarket/domain';
import type { Db } from '../../db/client';
import type { Mailer } from '../../platform/mail/mailer';
import type { AuditRecorder } from '../audit/audit.ports';
import type { TransportPolicy } from './webhooks.transport';

/** One event of a seller's, as the module where it happens hands it over inside its own transaction. */
export interface WebhookEventInput {
  userId: number;
  type: WebhookEventType;
  /** The object the event is about; its events are numbered one after another. */
  object: { type: string; id: string };
  data: Record<string, unknown>;
}

/** A change of an offer's stock, for `stock.low`: each endpoint's own threshold decides whether it is told. */
export interface StockChange {
  userId: number;
  offerId: string;
  productId: string;
  before: number;
  after: number;
}

/** What other modules get: events written to the outbox in the caller's transaction. */
export interface SellerWebhooks {
  emit(tx: Db, event: WebhookEventInput): Promise<void>;
  stockChanged(tx: Db, change: StockChange): Promise<void>;
}

/** Who changed an endpoint, for its audit row: the person at the browser, or one of their tokens. */
export interface WebhookActor {
  userId: number;
  apiTokenId: string | null;
  request: { ip: string; userAgent: string | null; requestId: string };
}

export interface WebhooksDeps {
  db: Db;
  audit: AuditRecorder;
  mailer: Mailer;
  contactEmail(userId: number): Promise<string | null>;
  policy: TransportPolicy;
  /** Where the disabling mail's link points. */
  siteUrl: string;
  now: () => number;
  /** The retry jitter's randomness; tests pin it. */
  random?: () => number;
}
