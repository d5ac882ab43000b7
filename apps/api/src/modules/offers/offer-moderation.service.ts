import type { ModerationOffer, ModerationQuery } from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { productTag, type CatalogAnswers } from '../../platform/cache/answer-cache';
import { AppError } from '../../platform/http/app-error';
import type { StaffActor } from '../../platform/http/staff-permission';
import type { AuditRecorder } from '../audit/audit.ports';
import { createOfferModerationRepo, type ModerationOfferRow } from './offer-moderation.repo';
import type { SellerOfferCatalogSql } from './seller-offers.repo';
import type { SellerWebhooks } from '../webhooks/webhooks.ports';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toModerationOffer(row: ModerationOfferRow): ModerationOffer {
  return {
    id: row.id,
    title: row.offer_title || row.product_title,
    product: { title: row.product_title, slug: row.product_slug },
    sellerId: String(row.seller_id),
    price: { amount: Number(row.price_minor), currency: row.currency },
    isActive: row.is_active,
    hidden:
      row.hidden_reason === null
        ? null
        : {
            reason: row.hidden_reason,
            at: iso(row.hidden_at)!,
            staffId: row.hidden_by === null ? null : String(row.hidden_by),
          },
  };
}

/**
 * Moderators hide an offer with a reason and restore it (decision 043). A hidden offer is inactive, so the
 * catalog, search, product page and checkout — which all read active offers only — stop showing and selling
 * it; the seller sees the reason and cannot resume it. Each change writes its audit row in its transaction.
 */
export function createOfferModerationService(deps: {
  db: Db;
  catalog: Pick<SellerOfferCatalogSql, 'product'>;
  audit: AuditRecorder;
  answers?: CatalogAnswers;
  now?: () => number;
  /** The seller's webhooks outbox: a hidden offer is told in the hiding's transaction. */
  webhooks?: Pick<SellerWebhooks, 'emit'>;
}) {
  const { db, catalog, audit, answers, now = Date.now } = deps;

  async function change(
    offerId: string,
    staff: StaffActor,
    work: (tx: Db, row: ModerationOfferRow) => Promise<{ action: string; reason: string | null }>,
  ): Promise<ModerationOffer> {
    return inTransaction(db, async (tx) => {
      const repo = createOfferModerationRepo(tx, catalog);
      const before = await repo.lock(offerId);
      if (!before) throw new AppError('NOT_FOUND', 'Предложение не найдено');
      const { action, reason } = await work(tx, before);
      const after = (await repo.lock(offerId))!;
      await answers?.invalidate([productTag(after.product_id)], tx);
      await audit.record(tx, {
        action,
        actor: staff.actor,
        target: { type: 'offer', id: offerId },
        reason,
        before: { isActive: before.is_active, hiddenReason: before.hidden_reason },
        after: { isActive: after.is_active, hiddenReason: after.hidden_reason },
        request: staff.request,
      });
      return toModerationOffer(after);
    });
  }

  return {
    list: async (query: ModerationQuery): Promise<{ items: ModerationOffer[] }> => ({
      items: (await createOfferModerationRepo(db, catalog).list(query.q, query.limit)).map(toModerationOffer),
    }),

    hide: (offerId: string, reason: string, staff: StaffActor) =>
      change(offerId, staff, async (tx, row) => {
        if (row.hidden_reason !== null) throw new AppError('CONFLICT', 'Предложение уже скрыто');
        await createOfferModerationRepo(tx, catalog).hide(offerId, reason, staff.staffId, new Date(now()));
        await deps.webhooks?.emit(tx, {
          userId: Number(row.seller_id),
          type: 'offer.hidden',
          object: { type: 'offer', id: offerId },
          data: { offerId, productTitle: row.product_title, reason },
        });
        return { action: 'offer.hide', reason };
      }),

    restore: (offerId: string, staff: StaffActor) =>
      change(offerId, staff, async (tx, row) => {
        if (row.hidden_reason === null) throw new AppError('CONFLICT', 'Предложение не скрыто');
        await createOfferModerationRepo(tx, catalog).restore(offerId);
        return { action: 'offer.restore', reason: null };
      }),
  };
}
export type OfferModerationService = ReturnType<typeof createOfferModerationService>;
