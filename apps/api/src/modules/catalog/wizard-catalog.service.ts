import type { ProductType, WizardForm, WizardListing, WizardOption } from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/http/app-error';
import { createWizardCatalogRepo } from './wizard-catalog.repo';
import { isAutoDelivery, wizardFormFields } from './wizard-form';

export type WizardCatalogService = ReturnType<typeof createWizardCatalogService>;

/** How the wizard names each product type to a seller. */
const PRODUCT_TYPE_TITLES: Readonly<Record<ProductType, string>> = {
  game_dlc_key: 'Ключ игры или DLC',
  game_dlc_gift: 'Игра подарком',
  game_points_key: 'Код игровой валюты',
  game_points_manual: 'Игровая валюта (выдача вручную)',
  steam_top_up: 'Пополнение Steam',
  mobile_top_up: 'Пополнение по ID',
  gift_card_key: 'Подарочная карта',
  subscription_key: 'Код подписки',
  subscription_manual: 'Подписка (выдача вручную)',
  exchange_rate: 'Валюта по курсу',
  exchange_rate_manual: 'Валюта по курсу (вручную)',
  rmt: 'Аккаунты и предметы',
};

/** The wizard's first steps: where to sell (popular games and services, or searched) and what. */
export function createWizardCatalogService({ db }: { db: Db }) {
  const repo = createWizardCatalogRepo(db);
  return {
    async popular(text: string | undefined, limit: number): Promise<{ items: WizardListing[] }> {
      const rows = await repo.popularListings(text || undefined, limit);
      return {
        items: rows.map((row) => ({
          id: row.id,
          slug: row.slug,
          title: row.title,
          image: row.image,
          kind: row.games > 0 ? 'game' : 'service',
        })),
      };
    },

    async params(listingId: string, productType: ProductType | undefined) {
      if (!(await repo.listingExists(listingId))) throw new AppError('NOT_FOUND', 'Игра или сервис не найдены');
      const products = await repo.productsOf(listingId);
      const types = [...new Set(products.map((product) => product.product_type))];
      const productTypes: WizardOption[] = types.map((type) => ({ value: type, label: PRODUCT_TYPE_TITLES[type] }));
      const ofType: WizardOption[] = productType
        ? products
            .filter((product) => product.product_type === productType)
            .map((product) => ({ value: product.id, label: product.title }))
        : [];
      return { listingId, productTypes, products: ofType };
    },

    /** The offer form of a product, built from its type's field definitions. */
    async form(productId: string): Promise<WizardForm> {
      const row = await repo.productForForm(productId);
      if (!row) throw new AppError('NOT_FOUND', 'Товар не найден');
      const product = {
        productType: row.product_type,
        deliveryKind: row.delivery_kind,
        buyerInputKinds: row.buyer_input_kinds,
      };
      return {
        product: {
          id: row.id,
          slug: row.slug,
          title: row.title,
          productType: row.product_type,
          deliveryKind: row.delivery_kind,
        },
        autoDelivery: isAutoDelivery(product),
        fields: wizardFormFields(product),
      };
    },
  };
}
