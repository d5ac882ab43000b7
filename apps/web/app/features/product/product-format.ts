import { MINOR_UNITS_PER_MAJOR, type PageLayout } from '@lootmarket/domain';

export { MINOR_UNITS_PER_MAJOR };

/** The families of product page layouts: one page skeleton, one panel per family. */
export type LayoutFamily =
  'key' | 'points' | 'top-up' | 'subscription' | 'gift-card' | 'exchange-rate' | 'rmt' | 'offer';

export function layoutFamily(layout: PageLayout): LayoutFamily {
  switch (layout) {
    case 'game-dlc':
    case 'game-dlc-gift':
    case 'game-dlc-key':
      return 'key';
    case 'game-points-key':
    case 'game-points-manual':
      return 'points';
    case 'mobile-top-up':
      return 'top-up';
    case 'subscription-key':
    case 'subscription-manual':
      return 'subscription';
    case 'gift-card-key':
      return 'gift-card';
    case 'exchange-rate':
      return 'exchange-rate';
    case 'rmt':
      return 'rmt';
    default:
      return 'offer';
  }
}
