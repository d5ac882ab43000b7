import type { SellerTier } from '@lootmarket/domain';

/** Shop names of the ten demo sellers, in the order of DEMO_SELLERS (seller1 … seller10). */
export const DEMO_SELLER_NAMES = [
  'GameVault',
  'Donatov.Net',
  'KeyHunter',
  'PixelShop',
  'Робокасса Игр',
  'SteamRush',
  'LootFox',
  'Гриф Маркет',
  'NeonKeys',
  'ArcadeHub',
] as const;

/** Plausible trust figures for a demo seller: gold sellers have more deals and fewer refunds. */
export function demoSellerStats(index: number, tier: SellerTier) {
  const base = { gold: 4_800, silver: 1_400, bronze: 180 }[tier];
  const refundShareBp = { gold: 40, silver: 120, bronze: 310 }[tier] + (index % 3) * 15;
  const completedDeals = base + ((index * 733) % 900);
  return {
    completedDeals,
    refundedDeals: Math.round((completedDeals * refundShareBp) / (10_000 - refundShareBp)),
    medianDeliveryMinutes: [3, 6, 12, 4, 25, 2, 9, 40, 5, 15][index % 10] ?? 10,
  };
}
