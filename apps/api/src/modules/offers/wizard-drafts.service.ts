import {
  OFFER_PRICE_LIMITS,
  SELLER_MESSAGES,
  wizardOfferValuesSchema,
  type SellerTier,
  type WizardDraft,
  type WizardStep,
} from '@lootmarket/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/http/app-error';
import type { NewSellerOffer, OfferEdit } from './seller-offers.repo';
import { createWizardDraftsRepo, type WizardDraftFields } from './wizard-drafts.repo';

export type WizardDraftsService = ReturnType<typeof createWizardDraftsService>;
type SaveRequest = Partial<Omit<WizardDraftFields, 'step'>> & { id?: string; values: WizardDraft['values'] };
interface Missing {
  field: string;
  message: string;
}

const REQUIRED = 'Заполните поле';

/** What the form still lacks: every value the offer needs, valid, and a price within its currency's bounds. */
export function missingValues(values: WizardDraft['values']): Missing[] {
  const parsed = wizardOfferValuesSchema.safeParse(values);
  const missing: Missing[] = parsed.success
    ? []
    : parsed.error.issues.map((issue: z.core.$ZodIssue) => ({
        field: String(issue.path[0] ?? ''),
        message: issue.code === 'invalid_type' && issue.input === undefined ? REQUIRED : issue.message,
      }));
  if (values.currency && typeof values.price === 'number') {
    const limits = OFFER_PRICE_LIMITS[values.currency];
    if (values.price < limits.min) missing.push({ field: 'price', message: SELLER_MESSAGES.priceTooLow });
    if (values.price > limits.max) missing.push({ field: 'price', message: SELLER_MESSAGES.priceTooHigh });
  }
  return missing;
}

function stepOf(draft: Pick<WizardDraft, 'listingId' | 'productId' | 'values'>): WizardStep {
  if (!draft.listingId) return 'listing';
  if (!draft.productId) return 'product';
  if (missingValues(draft.values).length > 0) return 'form';
  return draft.values.stockMode === 'keys' ? 'stock' : 'review';
}

/** The wizard's drafts: one seller's unfinished offers, saved as they are filled and resumed where they stopped. */
export interface WizardDraftsDeps {
  db: Db;
  now: () => number;
  /** One of the seller's offers as the form edits it; undefined when it is someone else's or unknown. */
  editableOffer(sellerId: number, offerId: string): Promise<Omit<WizardDraftFields, 'offerId' | 'step'> | undefined>;
  /** Saves the form over the seller's published offer. */
  updateOffer(sellerId: number, offerId: string, edit: OfferEdit): Promise<void>;
  /** Which of these pictures the seller uploaded. */
  ownImages(sellerId: number, imageIds: readonly string[]): Promise<Set<string>>;
  /** The catalog's product for the form; throws NOT_FOUND for an unknown one. */
  product(productId: string): Promise<{ slug: string; autoDelivery: boolean }>;
  /** Lists the offer live at once and answers its id. */
  createOffer(offer: NewSellerOffer): Promise<string>;
  /** The seller's tier and verified flag as their offers carry them; a new seller's is bronze, unverified. */
  badgeOf(sellerId: number): Promise<{ sellerTier: SellerTier; sellerVerified: boolean }>;
}

export function createWizardDraftsService({
  db,
  now,
  editableOffer,
  updateOffer,
  ownImages,
  product,
  createOffer,
  badgeOf,
}: WizardDraftsDeps) {
  const repo = createWizardDraftsRepo(db);
  return {
    async save(sellerId: number, request: SaveRequest): Promise<WizardDraft> {
      const current = request.id ? await repo.find(sellerId, request.id) : undefined;
      if (request.id && !current) throw new AppError('NOT_FOUND', 'Черновик не найден');
      const offerId = request.offerId ?? current?.offerId ?? null;
      // A new draft of a published offer starts from what the offer holds now.
      const base = current ?? (request.offerId ? await editableOffer(sellerId, request.offerId) : undefined);
      if (request.offerId && !base) throw new AppError('NOT_FOUND', 'Предложение не найдено');
      const fields = {
        offerId,
        listingId: request.listingId !== undefined ? request.listingId : (base?.listingId ?? null),
        productType: request.productType !== undefined ? request.productType : (base?.productType ?? null),
        productId: request.productId !== undefined ? request.productId : (base?.productId ?? null),
        values: { ...base?.values, ...request.values },
      };
      const draft = { ...fields, step: stepOf(fields) };
      const at = new Date(now());
      return current ? (await repo.update(sellerId, current.id, draft, at))! : repo.create(sellerId, draft, at);
    },

    /** Whether the draft is the seller's (pictures are uploaded to it). */
    owns: async (sellerId: number, draftId: string): Promise<boolean> => Boolean(await repo.find(sellerId, draftId)),

    async nextStep(sellerId: number, draftId: string | undefined) {
      const draft = draftId ? await repo.find(sellerId, draftId) : await repo.newest(sellerId);
      if (draftId && !draft) throw new AppError('NOT_FOUND', 'Черновик не найден');
      if (!draft) return { draft: null, step: 'listing' as const, missing: [] };
      return { draft, step: stepOf(draft), missing: draft.productId ? missingValues(draft.values) : [] };
    },

    /** `POST wizard/offer`: a complete draft becomes a live offer and is gone. */
    async publish(sellerId: number, draftId: string) {
      const draft = await repo.find(sellerId, draftId);
      if (!draft) throw new AppError('NOT_FOUND', 'Черновик не найден');
      if (!draft.productId)
        throw new AppError('VALIDATION_FAILED', 'Выберите товар', [{ field: 'productId', message: 'Выберите товар' }]);
      const missing = missingValues(draft.values);
      if (missing.length > 0) throw new AppError('VALIDATION_FAILED', missing[0]!.message, missing);
      const values = wizardOfferValuesSchema.parse(draft.values);
      const owned = await ownImages(sellerId, values.images);
      if (values.images.some((id) => !owned.has(id)))
        throw new AppError('VALIDATION_FAILED', 'Картинка не найдена: загрузите её ещё раз', [
          { field: 'images', message: 'Картинка не найдена' },
        ]);
      const { slug, autoDelivery } = await product(draft.productId);
      if (values.stockMode === 'keys' && !autoDelivery)
        throw new AppError(
          'VALIDATION_FAILED',
          'Этот товар выдаётся вручную: выберите количество или «Без ограничений»',
          [{ field: 'stockMode', message: 'Ключи для этого товара не выдаются автоматически' }],
        );
      const details = {
        title: values.title,
        description: values.description,
        imageIds: values.images,
        pricing: values.pricing,
        lotSize: values.pricing === 'lot' ? values.lotSize : 1,
        buyerInputs: values.buyerInputs,
        rate: values.rate,
      };
      if (draft.offerId) {
        await updateOffer(sellerId, draft.offerId, {
          priceMinor: values.price,
          currency: values.currency,
          deliveryMinutes: values.etaMinutes,
          // Keys keep their own count; a manual offer takes the quantity typed.
          ...(values.stockMode === 'keys'
            ? {}
            : { stock: values.stockMode === 'unlimited' ? null : (values.quantity ?? 0) }),
          details,
        });
        await repo.remove(sellerId, draft.id);
        return { offerId: draft.offerId, productSlug: slug, created: false };
      }
      const offerId = await createOffer({
        productId: draft.productId,
        sellerId,
        priceMinor: values.price,
        currency: values.currency,
        stock: values.stockMode === 'unlimited' ? null : values.stockMode === 'keys' ? 0 : (values.quantity ?? 0),
        deliveryMinutes: values.etaMinutes,
        ...(await badgeOf(sellerId)),
        details,
      });
      await repo.remove(sellerId, draft.id);
      return { offerId, productSlug: slug, created: true };
    },
  };
}
