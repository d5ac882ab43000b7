import type {
  KeyUploadResult,
  offerKeyListQuerySchema,
  offerKeyListResponseSchema,
  StockSummary,
  StockUpdateRequest,
  StockUpdateResponse,
  SteamTopUpProduct,
} from '@lootmarket/domain';
import { topUpStockIssue, topUpWallet } from '@lootmarket/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { productTag, type CatalogAnswers } from '../../platform/cache/answer-cache';
import { AppError } from '../../platform/http/app-error';
import type { KeySealer } from './offer-keys.crypto';
import { dropStockedKeys, keyLines, maskKey, parseKeyUpload } from './key-upload';
import type { SellerWebhooks } from '../webhooks/webhooks.ports';
import { createOfferStockRepo, type KeyCounts, type SellerStockOfferRow } from './offer-stock.repo';

export type OfferStockService = ReturnType<typeof createOfferStockService>;
type KeyListQuery = z.output<typeof offerKeyListQuerySchema>;
type KeyList = z.output<typeof offerKeyListResponseSchema>;

const OFFER_NOT_FOUND = 'Предложение не найдено';
const KEYS_DECIDE_STOCK =
  'Остаток этого предложения считается по ключам: удалите непроданные ключи, чтобы задать количество';

function summary(offer: SellerStockOfferRow, stock: number | null, keys: KeyCounts): StockSummary {
  const sellsKeys = keys.available + keys.reserved + keys.sold > 0;
  return { offerId: offer.id, mode: sellsKeys ? 'keys' : stock === null ? 'unlimited' : 'quantity', stock, keys };
}

/**
 * A seller's stock: keys (sealed like every key, deduplicated against the offer's unsold ones) or a counted
 * quantity or unlimited. An offer that sells keys has exactly its available keys in stock. Every change drops
 * the product's cached answers in the same transaction, so the product page shows it at once.
 */
export function createOfferStockService({
  db,
  sealer,
  answers,
  productOf,
  webhooks,
}: {
  db: Db;
  sealer: KeySealer;
  answers?: CatalogAnswers;
  /** The seller's webhooks outbox: stock the seller takes down to a threshold is told in the same transaction. */
  webhooks?: Pick<SellerWebhooks, 'stockChanged'>;
  /** The product an offer sells: a top-up counts its stock in its wallet's units (decision 027). */
  productOf: (offerId: string) => Promise<SteamTopUpProduct | undefined>;
}) {
  type OwnOffer = SellerStockOfferRow & { sellerId: number };

  async function lockOwnOffer(tx: Db, offerId: string, sellerId: number): Promise<OwnOffer> {
    const offer = await createOfferStockRepo(tx).lockSellerOffer(offerId, sellerId);
    if (!offer) throw new AppError('NOT_FOUND', OFFER_NOT_FOUND);
    return { ...offer, sellerId };
  }

  /** The new stock, and `stock.low` when it falls to a threshold (the webhooks decide whose). */
  async function setStock(tx: Db, offer: OwnOffer, stock: number | null): Promise<void> {
    await createOfferStockRepo(tx).setStock(offer.id, stock);
    await answers?.invalidate([productTag(offer.productId)], tx);
    if (offer.stock === null || stock === null) return;
    const change = { userId: offer.sellerId, offerId: offer.id, productId: offer.productId };
    await webhooks?.stockChanged(tx, { ...change, before: offer.stock, after: stock });
  }

  async function restockFromKeys(tx: Db, offer: OwnOffer): Promise<StockSummary> {
    const keys = await createOfferStockRepo(tx).countKeys(offer.id);
    await setStock(tx, offer, keys.available);
    return summary(offer, keys.available, keys);
  }

  async function addKeys(tx: Db, offer: OwnOffer, text: string, csv: boolean): Promise<StockUpdateResponse> {
    const repo = createOfferStockRepo(tx);
    const stocked = new Set((await repo.liveSecrets(offer.id)).map((secret) => sealer.open(secret)));
    const parsed = dropStockedKeys(parseKeyUpload(text, { csv }), stocked, keyLines(text, csv));
    await repo.insertKeys(
      offer.id,
      parsed.keys.map((key) => sealer.seal(key)),
    );
    const upload: KeyUploadResult = {
      added: parsed.keys.length,
      duplicates: parsed.duplicates,
      rejected: parsed.rejected,
      rejections: parsed.rejections,
    };
    return { stock: await restockFromKeys(tx, offer), upload };
  }

  async function setCountedStock(tx: Db, offer: OwnOffer, stock: number | null): Promise<StockUpdateResponse> {
    const keys = await createOfferStockRepo(tx).countKeys(offer.id);
    if (keys.available + keys.reserved > 0) throw new AppError('CONFLICT', KEYS_DECIDE_STOCK);
    await setStock(tx, offer, stock);
    return { stock: summary(offer, stock, keys), upload: null };
  }

  return {
    /** `PUT seller/stock/{offer_id}`: pasted keys, a quantity or unlimited. */
    update: async (sellerId: number, offerId: string, request: StockUpdateRequest): Promise<StockUpdateResponse> => {
      // Read before the transaction: the embedded database has one connection, which the transaction holds.
      const product = request.mode === 'quantity' && request.quantity > 0 ? await productOf(offerId) : undefined;
      return inTransaction(db, async (tx) => {
        const offer = await lockOwnOffer(tx, offerId, sellerId);
        if (request.mode === 'keys') return addKeys(tx, offer, request.text, false);
        const issue =
          product && request.mode === 'quantity' ? topUpStockIssue(topUpWallet(product), request.quantity) : null;
        if (issue) throw new AppError('VALIDATION_FAILED', issue, { issues: [{ path: '/quantity', message: issue }] });
        return setCountedStock(tx, offer, request.mode === 'quantity' ? request.quantity : null);
      });
    },

    /** A `.txt` or `.csv` file of keys, already decoded. */
    uploadKeys: (
      sellerId: number,
      offerId: string,
      file: { text: string; csv: boolean },
    ): Promise<StockUpdateResponse> =>
      inTransaction(db, async (tx) => addKeys(tx, await lockOwnOffer(tx, offerId, sellerId), file.text, file.csv)),

    /** The offer's keys, masked to their tail. */
    async listKeys(sellerId: number, offerId: string, query: KeyListQuery): Promise<KeyList> {
      const repo = createOfferStockRepo(db);
      const offer = await repo.findSellerOffer(offerId, sellerId);
      if (!offer) throw new AppError('NOT_FOUND', OFFER_NOT_FOUND);
      const [page, keys] = await Promise.all([
        repo.listKeys(offerId, query.status, query.limit, query.offset),
        repo.countKeys(offerId),
      ]);
      return {
        items: page.rows.map((row) => ({
          id: row.id,
          masked: maskKey(sealer.open(row.secret)),
          status: row.status,
          createdAt: new Date(row.created_at).toISOString(),
        })),
        total: page.total,
        stock: summary(offer, offer.stock, keys),
      };
    },

    /** Removes unsold keys; a reserved or sold key among them refuses the whole request. */
    removeKeys: (sellerId: number, offerId: string, keyIds: string[]) =>
      inTransaction(db, async (tx) => {
        const offer = await lockOwnOffer(tx, offerId, sellerId);
        const repo = createOfferStockRepo(tx);
        const ids = [...new Set(keyIds)];
        const { found, taken } = await repo.countRemovable(offerId, ids);
        if (found < ids.length) throw new AppError('NOT_FOUND', 'Ключ не найден');
        if (taken > 0) throw new AppError('CONFLICT', 'Проданный или зарезервированный ключ удалить нельзя');
        const removed = await repo.deleteAvailableKeys(offerId, ids);
        return { removed, stock: await restockFromKeys(tx, offer) };
      }),
  };
}
