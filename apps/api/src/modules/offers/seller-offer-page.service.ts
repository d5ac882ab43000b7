import type { BuyerInputKind, ProductInputsResponse, SellerOffer, SellerOfferPage } from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/http/app-error';
import { createOfferStockRepo } from './offer-stock.repo';

export type SellerOfferPageService = ReturnType<typeof createSellerOfferPageService>;

/** What one offer's page needs from elsewhere: the offer as the seller's list shows it, and its product's inputs. */
export interface SellerOfferPagePorts {
  db: Db;
  findOwn(sellerId: number, offerId: string): Promise<SellerOffer | undefined>;
  productInputs(productId: string): Promise<ProductInputsResponse>;
  /** What the seller set beyond the list's view: extra buyer inputs and the exchange rate. */
  extras(
    sellerId: number,
    offerId: string,
  ): Promise<{ buyerInputs: BuyerInputKind[]; rate: number | null } | undefined>;
}

const OFFER_NOT_FOUND = 'Предложение не найдено';

/** One of the seller's offers: its page (`offer` for auto-delivery, `offer-default` otherwise) and the buyer inputs it asks for. */
export function createSellerOfferPageService({ db, findOwn, productInputs, extras }: SellerOfferPagePorts) {
  async function own(sellerId: number, offerId: string): Promise<SellerOffer> {
    const offer = await findOwn(sellerId, offerId);
    if (!offer) throw new AppError('NOT_FOUND', OFFER_NOT_FOUND);
    return offer;
  }

  return {
    async page(sellerId: number, offerId: string): Promise<SellerOfferPage> {
      const offer = await own(sellerId, offerId);
      const [keys, inputs, extra] = await Promise.all([
        createOfferStockRepo(db).countKeys(offerId),
        productInputs(offer.product.id),
        extras(sellerId, offerId),
      ]);
      return {
        ...offer,
        layout: offer.stockMode === 'keys' ? 'offer' : 'offer-default',
        // The product's inputs always apply; the seller may ask for more.
        buyerInputs: [...new Set([...inputs.inputs.map((input) => input.kind), ...(extra?.buyerInputs ?? [])])],
        rate: extra?.rate ?? null,
        keys,
      };
    },

    async inputs(sellerId: number, offerId: string) {
      const offer = await own(sellerId, offerId);
      return { offerId, inputs: (await productInputs(offer.product.id)).inputs };
    },
  };
}
