import type { SellerTier } from './catalog';

const DAY_MS = 86_400_000;

/** What a seller's tier is earned from (decision 025). */
export interface ReputationInputs {
  /** Deals the buyer confirmed (or that completed by the confirmation window). */
  completedDeals: number;
  /** Paid deals given back to the buyer. */
  refundedDeals: number;
  /** Disputes buyers opened on the seller's orders. */
  disputes: number;
  reviewCount: number;
  /** Sum of the stars of the seller's reviews. */
  ratingSum: number;
  accountCreatedAt: Date;
  now: Date;
}

export interface TierRule {
  minDeals: number;
  minRating: number;
  /** Basis points of finished deals. */
  maxRefundBp: number;
  maxDisputeBp: number;
  minAgeDays: number;
}

/** The bars of the two upper tiers; a seller who clears neither is bronze. */
export const TIER_RULES: Readonly<Record<Exclude<SellerTier, 'bronze'>, TierRule>> = {
  gold: { minDeals: 500, minRating: 4.6, maxRefundBp: 200, maxDisputeBp: 100, minAgeDays: 180 },
  silver: { minDeals: 50, minRating: 4.3, maxRefundBp: 500, maxDisputeBp: 300, minAgeDays: 30 },
};

/**
 * Reviews are averaged with five imaginary 4-star reviews, so three happy friends do not make a 5.0 shop
 * and one angry buyer does not sink a new one.
 */
export const RATING_PRIOR = { stars: 4, weight: 5 } as const;

export interface Reputation {
  tier: SellerTier;
  /** The smoothed rating the tier was judged by, two decimals. */
  rating: number;
  refundBp: number;
  disputeBp: number;
  ageDays: number;
}

/** The average of a seller's stars, one decimal; null without reviews. */
export function averageRating(ratingSum: number, reviewCount: number): number | null {
  return reviewCount === 0 ? null : Math.round((ratingSum / reviewCount) * 10) / 10;
}

const shareBp = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part * 10_000) / whole));

/** The tier a seller has earned, and the figures it was judged by (decision 025). */
export function sellerReputation(inputs: ReputationInputs): Reputation {
  const finished = inputs.completedDeals + inputs.refundedDeals;
  const rating =
    Math.round(
      ((inputs.ratingSum + RATING_PRIOR.stars * RATING_PRIOR.weight) / (inputs.reviewCount + RATING_PRIOR.weight)) *
        100,
    ) / 100;
  const figures = {
    rating,
    refundBp: shareBp(inputs.refundedDeals, finished),
    disputeBp: shareBp(inputs.disputes, finished),
    ageDays: Math.max(0, Math.floor((inputs.now.getTime() - inputs.accountCreatedAt.getTime()) / DAY_MS)),
  };
  const clears = (rule: TierRule) =>
    inputs.completedDeals >= rule.minDeals &&
    figures.rating >= rule.minRating &&
    figures.refundBp <= rule.maxRefundBp &&
    figures.disputeBp <= rule.maxDisputeBp &&
    figures.ageDays >= rule.minAgeDays;
  const tier: SellerTier = clears(TIER_RULES.gold) ? 'gold' : clears(TIER_RULES.silver) ? 'silver' : 'bronze';
  return { tier, ...figures };
}
