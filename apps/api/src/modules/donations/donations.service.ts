import {
  CURRENCY_CODES,
  donationAmountSchema,
  donationRange,
  ENTER_EMAIL_MESSAGE,
  REQUIRED_MESSAGE,
  type createDonationRequestSchema,
  type CreateDonationResponse,
  type CurrencyCode,
  type DonationListResponse,
  type DonationPageResponse,
  type DonationStatusResponse,
  type DonationTotalsResponse,
  type DonationView,
  type DonationStreamer,
  type HoldPolicy,
  type Money,
} from '@lootmarket/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { EventBus } from '../../platform/events/event-bus';
import { AppError } from '../../platform/http/app-error';
import type { AuditRecorder } from '../audit/audit.ports';
import type { StaffActor } from '../../platform/http/staff-permission';
import type { LedgerServiceImpl } from '../ledger/ledger.service';
import type { PaymentsService } from '../payments/payments.ports';
import type { UsersService } from '../users/users.service';
import { displayBanWords, maskBannedWords, normalizeBanWords } from './ban-words';
import type { DonationAlerts } from './donations.alerts';
import type { DonationMedia } from './donations.media';
import { createDonationCabinet } from './donations.cabinet';
import { createDonationGoals } from './donations.goals';
import { createDonationPageDesign } from './donations.page-design';
import { createDonationPayments, donationReference } from './donations.payments';
import { createDonationPageModeration, PAGE_HIDDEN_MESSAGE } from './donations.moderation';
import { createDonationsRepo, type DonationRow } from './donations.repo';
import { toDonationView } from './donations.view';
import type { StreamOnlineStatus } from './twitch-online';

export type { DonationAlert, DonationAlerts } from './donations.alerts';

export interface DonationsServiceOptions {
  db: Db;
  users: Pick<UsersService, 'findStreamer' | 'listStreamers'>;
  payments: PaymentsService;
  ledger: Pick<LedgerServiceImpl, 'releaseEscrow' | 'feeFor' | 'post' | 'incomeAccountForReversal'>;
  /** How long donation income stays held against chargebacks (decision 023); the defaults when unset. */
  holds?: HoldPolicy | undefined;
  /** The OBS alert queue; completed donations are enqueued in the transaction that completes them. */
  alerts: DonationAlerts;
  /** Paid videos on stream (decision 048); without it a donation with a video link is refused. */
  media?: DonationMedia | undefined;
  events: Pick<EventBus, 'publish'>;
  online: StreamOnlineStatus;
  /** The public origin the bank sends donors back to; the request's origin when unset. */
  publicUrl?: string | undefined;
  /** Staff hiding a donate page write their audit row in its transaction (decision 043). */
  audit: AuditRecorder;
  now: () => number;
}

export type DonationsService = ReturnType<typeof createDonationsService>;

const STREAMER_NOT_FOUND = 'Стример не найден';
const DONATION_NOT_FOUND = 'Донат не найден';

type CreateDonationInput = z.infer<typeof createDonationRequestSchema>;

export interface Donor {
  userId: number | null;
}

function validationError(path: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, { issues: [{ path, message }] });
}

export function createDonationsService(options: DonationsServiceOptions) {
  const { db, users, payments, online, now } = options;
  const repo = createDonationsRepo(db);
  const donationPayments = createDonationPayments(options);
  const goals = createDonationGoals({ db, now });
  const cabinet = createDonationCabinet({ db, now });
  const pageDesign = createDonationPageDesign({ db, now });
  const moderation = createDonationPageModeration({ db, users, audit: options.audit, now });

  async function requireStreamer(key: { slug: string } | { id: number }): Promise<DonationStreamer> {
    const streamer = await users.findStreamer(key);
    if (!streamer) throw new AppError('NOT_FOUND', STREAMER_NOT_FOUND);
    return streamer;
  }

  async function viewOf(row: DonationRow): Promise<DonationView> {
    const streamer = await users.findStreamer({ id: row.streamerId });
    return toDonationView(row, streamer ?? { id: row.streamerId, name: '—', slug: '' });
  }

  async function viewsOf(rows: DonationRow[]): Promise<DonationView[]> {
    const streamers = new Map<number, DonationStreamer | null>();
    for (const id of new Set(rows.map((row) => row.streamerId))) streamers.set(id, await users.findStreamer({ id }));
    return rows.map((row) =>
      toDonationView(row, streamers.get(row.streamerId) ?? { id: row.streamerId, name: '—', slug: '' }),
    );
  }

  /** The effective minimum per currency: the platform floor raised by the streamer's own. */
  async function minAmounts(streamerId: number): Promise<Record<CurrencyCode, number>> {
    const own = await repo.minimums(streamerId);
    return Object.fromEntries(
      CURRENCY_CODES.map((currency) => [currency, donationRange(currency, own[currency]).min]),
    ) as Record<CurrencyCode, number>;
  }

  /** Cleans and masks what the donor typed; the masked text is the only one ever stored. */
  async function maskedTexts(
    streamerId: number,
    donorName: string,
    message: string,
  ): Promise<{ donorName: string; message: string }> {
    const banned = normalizeBanWords(await repo.banWords(streamerId));
    const name = maskBannedWords(donorName, banned).trim();
    if (!name) throw validationError('/donorName', REQUIRED_MESSAGE);
    return { donorName: name, message: maskBannedWords(message, banned).trim() };
  }

  /** A donation's video, checked and priced before anything is written; none without a link. */
  async function prepareMedia(streamerId: number, url: string | undefined, amount: Money) {
    if (!url) return null;
    if (!options.media) throw validationError('/mediaUrl', 'Стример сейчас не принимает видео');
    return options.media.prepare(streamerId, url, amount);
  }

  /**
   * Records a donation and starts its payment: guests give an e-mail, signed-in donors are known by
   * their account. Amount limits are the platform's and the streamer's own minimum.
   */
  async function createDonation(
    input: CreateDonationInput,
    donor: Donor,
    origin: string,
  ): Promise<CreateDonationResponse> {
    if (donor.userId === null && !input.email) throw validationError('/email', ENTER_EMAIL_MESSAGE);
    const streamer = await requireStreamer({ id: input.streamerId });
    if (await moderation.hiddenOf(streamer.id)) throw new AppError('CONFLICT', PAGE_HIDDEN_MESSAGE);
    const own = await repo.minimums(streamer.id);
    const amount = donationAmountSchema(own[input.currency]).safeParse({
      amount: input.amount,
      currency: input.currency,
    });
    if (!amount.success) throw validationError('/amount', amount.error.issues[0]?.message ?? REQUIRED_MESSAGE);
    const texts = await maskedTexts(streamer.id, input.donorName, input.message);
    const media = await prepareMedia(streamer.id, input.mediaUrl, amount.data);
    const row = await inTransaction(db, async (tx) => {
      const inserted = await createDonationsRepo(tx).insert({
        streamerId: streamer.id,
        donorUserId: donor.userId,
        donorEmail: donor.userId === null ? (input.email ?? null) : null,
        donorName: texts.donorName,
        message: texts.message,
        amount: amount.data.amount,
        currency: amount.data.currency,
        status: 'NEW',
        createdAt: new Date(now()),
      });
      await donationPayments.scheduleDeadline(tx, inserted.id);
      if (media) await options.media!.reserveInTransaction(tx, inserted.id, texts.donorName, media);
      return inserted;
    });
    const payment = await payments.createPayment({
      purpose: 'donation',
      reference: donationReference(row.id),
      amount: amount.data,
      description: `Донат стримеру ${streamer.name}`,
      customerEmail: row.donorEmail,
      returnUrl: `${options.publicUrl ?? origin}/${streamer.slug}/donate/success`,
      idempotencyKey: donationReference(row.id),
      payeeUserId: streamer.id,
    });
    const current = await inTransaction(db, async (tx) => {
      const locked = (await createDonationsRepo(tx).lockById(row.id))!;
      // The payment may already have finished (an acquirer answering at once); its state wins.
      if (locked.status !== 'NEW') return locked;
      return createDonationsRepo(tx).update(row.id, { status: 'AWAITING_PAYMENT', paymentId: payment.paymentId });
    });
    return {
      donation: toDonationView(current, streamer),
      paymentId: payment.paymentId,
      confirmationUrl: payment.confirmationUrl,
    };
  }

  return {
    createDonation,
    /** The Twitch online-status adapter (the sandbox one outside production without keys). */
    online,
    jobHandlers: donationPayments.jobHandlers,
    handlePaymentEvent: donationPayments.onPaymentEvent,
    expireDonation: donationPayments.expire,

    /** How many donations the streamer received and support refunded since `since` (a withdrawal's risk signal). */
    refundsSince: (streamerId: number, since: Date): Promise<number> => repo.refundedSince(streamerId, since),

    /** Support cancels a completed donation and refunds the donor (see createDonationPayments). */
    async cancelBySupport(id: string, reason: string, staff: StaffActor): Promise<DonationView> {
      return viewOf(await donationPayments.cancelBySupport(id, reason, staff));
    },
    goals,
    /** Dashboard aggregates and the streamer's own minimums. */
    cabinet,
    /** The accent colour, background and texts of the streamer's donate page. */
    pageDesign,
    /** Complaints about donate pages and moderators hiding them (decision 043). */
    moderation,

    /** A donation for its donor or its streamer; anyone else gets 404. */
    async getDonation(id: string, userId: number): Promise<DonationView> {
      const row = await repo.findById(id);
      if (!row || (row.donorUserId !== userId && row.streamerId !== userId))
        throw new AppError('NOT_FOUND', DONATION_NOT_FOUND);
      const awaiting = row.donorUserId === userId && row.status === 'AWAITING_PAYMENT' && row.paymentId;
      const paymentUrl = awaiting ? ((await payments.getPayment(row.paymentId!))?.confirmationUrl ?? null) : null;
      const streamer = await users.findStreamer({ id: row.streamerId });
      return toDonationView(row, streamer ?? { id: row.streamerId, name: '—', slug: '' }, paymentUrl);
    },

    /** The public status the success page polls; a payment still pending is asked about at the acquirer. */
    async getStatus(id: string): Promise<DonationStatusResponse> {
      let row = await repo.findById(id);
      if (!row) throw new AppError('NOT_FOUND', DONATION_NOT_FOUND);
      if (row.status === 'AWAITING_PAYMENT' && row.paymentId) {
        await payments.syncPayment(row.paymentId).catch(() => null);
        row = (await repo.findById(id))!;
      }
      const streamer = await users.findStreamer({ id: row.streamerId });
      return {
        id: row.id,
        status: row.status,
        amount: { amount: row.amount, currency: row.currency },
        streamer: { name: streamer?.name ?? '—', slug: streamer?.slug ?? '' },
      };
    },

    /** Everything the donate page needs about one streamer. */
    async pageBySlug(slug: string): Promise<DonationPageResponse> {
      const streamer = await requireStreamer({ slug });
      const [goal, own, design, hidden] = await Promise.all([
        goals.active(streamer.id),
        repo.minimums(streamer.id),
        pageDesign.get(streamer.id),
        moderation.hiddenOf(streamer.id),
      ]);
      // A hidden page shows only that it is hidden: no goal, no texts of the streamer's.
      if (hidden) return { streamer, goal: null, minAmounts: {}, design, hidden: true, hiddenReason: null };
      return { streamer, goal, minAmounts: own, design, hidden: false, hiddenReason: null };
    },

    /** The same for the streamer's own dashboard, found by account. */
    async pageById(streamerId: number): Promise<DonationPageResponse> {
      const streamer = await requireStreamer({ id: streamerId });
      const [goal, own, design, hidden] = await Promise.all([
        goals.active(streamer.id),
        repo.minimums(streamer.id),
        pageDesign.get(streamer.id),
        moderation.hiddenOf(streamer.id),
      ]);
      return { streamer, goal, minAmounts: own, design, hidden: Boolean(hidden), hiddenReason: hidden?.reason ?? null };
    },

    listStreamers: async (limit: number) => ({ items: await users.listStreamers(limit) }),

    /** Whether the streamer is live on Twitch; a provider outage reads as offline rather than breaking the page. */
    async isOnline(slug: string): Promise<{ slug: string; online: boolean }> {
      const streamer = await requireStreamer({ slug });
      const live = await online.isOnline(streamer.slug).catch(() => false);
      return { slug: streamer.slug, online: live };
    },

    async minAmounts(streamerId: number) {
      await requireStreamer({ id: streamerId });
      return { streamerId, minAmounts: await minAmounts(streamerId) };
    },

    setMinimum: (streamerId: number, currency: CurrencyCode, amount: number) =>
      repo.setMinimum(streamerId, currency, amount),

    async listMine(userId: number, limit: number, offset: number): Promise<DonationListResponse> {
      const page = await repo.listByDonor(userId, limit, offset);
      return { items: await viewsOf(page.items), total: page.total };
    },

    /** The streamer's donations, each with its alert's state when it has one. */
    async listReceived(streamerId: number, limit: number, offset: number): Promise<DonationListResponse> {
      const page = await repo.listReceived(streamerId, limit, offset);
      const items = await viewsOf(page.items);
      const states = await options.alerts.statesOf?.(
        streamerId,
        items.map((item) => item.id),
      );
      return {
        items: items.map((item) => (states?.has(item.id) ? { ...item, alertState: states.get(item.id)! } : item)),
        total: page.total,
      };
    },

    totals: (streamerId: number): Promise<DonationTotalsResponse> => cabinet.totals(streamerId),

    /** The ban list in the streamer's order, as they typed it (cleaned and lower-cased). */
    banWords: async (streamerId: number) => ({ words: await repo.banWords(streamerId) }),

    /** Masks the streamer's banned words in texts bound for their overlay, inside the caller's transaction. */
    async maskForStreamer(tx: Db, streamerId: number, texts: readonly string[]): Promise<string[]> {
      const banned = normalizeBanWords(await createDonationsRepo(tx).banWords(streamerId));
      return texts.map((text) => maskBannedWords(text, banned).trim());
    },

    /** Adds one word to the list inside the caller's transaction (a moderator's action, audited there). */
    async addBanWordInTransaction(tx: Db, streamerId: number, word: string): Promise<void> {
      const txRepo = createDonationsRepo(tx);
      await txRepo.replaceBanWords(streamerId, displayBanWords([...(await txRepo.banWords(streamerId)), word]));
    },

    /** Replaces the whole list in one transaction; words that match the same texts are kept once. */
    async replaceBanWords(streamerId: number, words: readonly string[]) {
      const kept = displayBanWords(words);
      await inTransaction(db, (tx) => createDonationsRepo(tx).replaceBanWords(streamerId, kept));
      return { words: kept };
    },
  };
}
