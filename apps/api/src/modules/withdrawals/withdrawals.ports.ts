import type { CurrencyCode, UserBlock } from '@lootmarket/domain';
import type { Db } from '../../db/client';
import type { NewJob } from '../../platform/jobs/job-schedule';
import type { Mail } from '../../platform/mail/mailer';
import type { PayoutProviders } from '../../platform/payouts/payout-providers';
import type { ConfirmationCodes } from '../auth/confirmation-codes.service';
import type { LedgerService } from '../ledger/ledger.types';
import type { NewNotification } from '../notifications/notifications.service';
import type { PendingOrderIncome } from '../orders/orders.income';
import type { SellerWebhooks } from '../webhooks/webhooks.ports';
import type { AuditRecorder } from '../audit/audit.ports';

/** What withdrawals need of the ledger: balances, holds, and the three postings of a payout. */
export type WithdrawalsLedger = Pick<
  LedgerService,
  'walletBalance' | 'reservePayout' | 'returnPayout' | 'settlePayout' | 'releaseDueHolds' | 'holdsOf'
>;

export interface WithdrawalsUsers {
  signedInById(userId: number): Promise<{ createdAt: Date; profile: { name: string } } | null>;
  contactEmail(userId: number): Promise<string | null>;
  /** A block by staff holds the user's payouts (decision 041). */
  blockOf(userId: number, tx?: Db): Promise<Pick<UserBlock, 'reasonCode' | 'reason'> | null>;
}

/** What orders tell about a seller: money still in open orders, and the trouble their orders had. */
export interface WithdrawalsOrders {
  pendingIncome(sellerId: number): Promise<PendingOrderIncome[]>;
  troubleSince(sellerId: number, since: Date): Promise<{ disputes: number; refunds: number }>;
}

/** What donations tell about a streamer: donations refunded after they were credited. */
export interface WithdrawalsDonations {
  refundsSince(streamerId: number, since: Date): Promise<number>;
}

/** Durable timers, written in the caller's transaction. */
export interface WithdrawalsJobs {
  enqueue(tx: Db, job: NewJob): Promise<void>;
}

export interface WithdrawalsSettings {
  /** Automatic approval up to these amounts (minor units) for users without risk signals. */
  autoApproveLimits: Partial<Record<CurrencyCode, number>>;
  autoApproveDelaySeconds: number;
  stuckAfterMinutes: number;
  /** The site's origin, for links in mails: PUBLIC_URL, else this server's own address. */
  siteUrl: string;
}

export interface WithdrawalsDeps {
  db: Db;
  /** The owner's webhooks outbox: a payout sent or failed is told in its transaction. */
  webhooks?: Pick<SellerWebhooks, 'emit'>;
  /** Staff decisions on withdrawals are audited in the decision's transaction (decision 050). */
  audit: AuditRecorder;
  ledger: WithdrawalsLedger;
  providers: PayoutProviders;
  codes: Pick<ConfirmationCodes, 'request' | 'assertNotLocked' | 'consume' | 'recordFailure'>;
  users: WithdrawalsUsers;
  orders: WithdrawalsOrders;
  donations: WithdrawalsDonations;
  notifications: { notify(notification: NewNotification): Promise<boolean> };
  mailer: { send(mail: Mail): Promise<void> };
  jobs: WithdrawalsJobs;
  settings: WithdrawalsSettings;
  now: () => number;
  /** Back-off between retries of a provider call whose outcome is unknown, within one job run. */
  retryDelaysMs?: readonly number[];
}
