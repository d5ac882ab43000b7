import { describe, expect, it } from 'vitest';
import { availableInRussia, badgesForTags, BADGE_LABELS } from './badges';
import { PRODUCT_BADGES } from './catalog';

describe('product badges', () => {
  it('labels every badge of the spec', () => {
    expect(Object.keys(BADGE_LABELS).sort()).toEqual([...PRODUCT_BADGES].sort());
  });

  it('derives badges from attribute tags once each, in a stable order', () => {
    expect(badgesForTags(['steam_gift', 'available_in_russia', 'delivery_2_min', 'steam_gift'])).toEqual([
      'delivery_2_min',
      'available_in_russia',
      'steam_gift',
    ]);
    expect(badgesForTags(['auto_delivery', 'activation_key', 'fast_delivery', 'steam_top_up', 'dlc'])).toEqual([
      'auto_delivery_24_7',
      'instant_delivery',
      'dlc',
      'top_up',
      'key_activation',
    ]);
    expect(badgesForTags(['safe_transaction', 'crm_description', 'in_stock_quantity'])).toEqual([]);
  });

  it('tells whether goods work in Russia: tags first, then region groups', () => {
    expect(availableInRussia(['not_available_in_russia'], ['RU'])).toBe(false);
    expect(availableInRussia(['available_in_russia'], ['CN'])).toBe(true);
    expect(availableInRussia([], ['GL'])).toBe(true);
    expect(availableInRussia([], ['CN', 'RB'])).toBe(false);
  });
});
