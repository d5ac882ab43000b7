import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPES, type ProductAttributeTag, type ProductType } from './catalog';
import { isGameAddOn, layoutForProduct, layoutForProductType } from './layouts';

const product = (productType: ProductType, attributeTags: ProductAttributeTag[] = []) => ({
  productType,
  attributeTags,
});

describe('product page layout', () => {
  it('is game-dlc for a game key or gift tagged dlc, whatever else it carries', () => {
    expect(layoutForProduct(product('game_dlc_key', ['dlc', 'activation_key', 'auto_delivery']))).toBe('game-dlc');
    expect(layoutForProduct(product('game_dlc_gift', ['steam_gift', 'dlc']))).toBe('game-dlc');
  });

  it('keeps the key or gift layout for a base game', () => {
    expect(layoutForProduct(product('game_dlc_key', ['activation_key', 'auto_delivery']))).toBe('game-dlc-key');
    expect(layoutForProduct(product('game_dlc_gift', ['steam_gift', 'delivery_2_min']))).toBe('game-dlc-gift');
  });

  it('ignores the dlc tag on goods that are not games', () => {
    for (const type of PRODUCT_TYPES.filter((type) => type !== 'game_dlc_key' && type !== 'game_dlc_gift')) {
      expect(isGameAddOn(product(type, ['dlc']))).toBe(false);
      expect(layoutForProduct(product(type, ['dlc']))).toBe(layoutForProductType(type));
    }
  });
});
