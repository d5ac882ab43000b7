import { describe, it, expect } from 'vitest';
import {
  BUYER_INPUT_KINDS,
  PRODUCT_ATTRIBUTE_TAGS,
  PRODUCT_BADGES,
  PRODUCT_TYPES,
  REGION_GROUPS,
  SELLER_TIERS,
  productTypeSchema,
} from './catalog';
import { layoutForProductType, PAGE_LAYOUTS, PRODUCT_TYPE_LAYOUT } from './layouts';

describe('catalog enums', () => {
  it('have the sizes of spec §3', () => {
    expect(PRODUCT_ATTRIBUTE_TAGS).toHaveLength(18);
    expect(PRODUCT_TYPES).toHaveLength(12);
    expect(BUYER_INPUT_KINDS).toHaveLength(21);
    expect(PRODUCT_BADGES).toHaveLength(11);
    expect(SELLER_TIERS).toEqual(['gold', 'silver', 'bronze']);
    expect(REGION_GROUPS).toEqual(['RU', 'CIS', 'GL', 'CN', 'RB']);
    expect(PAGE_LAYOUTS).toHaveLength(19);
  });

  it('hold no duplicates', () => {
    for (const list of [PRODUCT_ATTRIBUTE_TAGS, PRODUCT_TYPES, BUYER_INPUT_KINDS, PRODUCT_BADGES, PAGE_LAYOUTS]) {
      expect(new Set(list).size).toBe(list.length);
    }
  });

  it('validate product types', () => {
    expect(productTypeSchema.safeParse('rmt').success).toBe(true);
    expect(productTypeSchema.safeParse('game').success).toBe(false);
  });
});

describe('product type layouts', () => {
  it('give every product type a known layout', () => {
    for (const type of PRODUCT_TYPES) {
      expect(PAGE_LAYOUTS).toContain(PRODUCT_TYPE_LAYOUT[type]);
    }
  });

  it('pick the matching or closest layout', () => {
    expect(layoutForProductType('game_dlc_gift')).toBe('game-dlc-gift');
    expect(layoutForProductType('steam_top_up')).toBe('mobile-top-up');
    expect(layoutForProductType('exchange_rate_manual')).toBe('exchange-rate');
  });
});
