import { describe, expect, it } from 'vitest';
import { averageRating, sellerReputation, type ReputationInputs } from './seller-reputation';

const DAY = 86_400_000;
const now = new Date('2026-06-01T00:00:00Z');
const seller = (overrides: Partial<ReputationInputs> & { ageDays?: number }): ReputationInputs => {
  const { ageDays = 400, ...rest } = overrides;
  return {
    completedDeals: 1_000,
    refundedDeals: 5,
    disputes: 3,
    reviewCount: 40,
    ratingSum: 40 * 4.9,
    accountCreatedAt: new Date(now.getTime() - ageDays * DAY),
    now,
    ...rest,
  };
};

describe('earned seller tier (decision 025)', () => {
  it('makes a long-trading, well-rated seller with few refunds and disputes gold', () => {
    expect(sellerReputation(seller({}))).toEqual({
      tier: 'gold',
      rating: 4.8,
      refundBp: 50,
      disputeBp: 30,
      ageDays: 400,
    });
  });

  it('holds each bar of gold on its own', () => {
    expect(sellerReputation(seller({ completedDeals: 499 })).tier).toBe('silver');
    expect(sellerReputation(seller({ ratingSum: 40 * 4.5 })).tier).toBe('silver');
    expect(sellerReputation(seller({ refundedDeals: 30 })).tier).toBe('silver');
    expect(sellerReputation(seller({ disputes: 20 })).tier).toBe('silver');
    expect(sellerReputation(seller({ ageDays: 179 })).tier).toBe('silver');
  });

  it('leaves a new, unrated or troubled seller bronze', () => {
    expect(sellerReputation(seller({ ageDays: 29 })).tier).toBe('bronze');
    expect(sellerReputation(seller({ completedDeals: 49, refundedDeals: 0, disputes: 0 })).tier).toBe('bronze');
    expect(sellerReputation(seller({ reviewCount: 0, ratingSum: 0 })).tier).toBe('bronze');
    expect(sellerReputation(seller({ refundedDeals: 60 })).tier).toBe('bronze');
    expect(sellerReputation(seller({ disputes: 40 })).tier).toBe('bronze');
  });

  it('smooths the rating with five 4-star reviews, so three 5-star reviews are not a 5.0 shop', () => {
    expect(sellerReputation(seller({ reviewCount: 3, ratingSum: 15 })).rating).toBe(4.38);
    expect(sellerReputation(seller({ reviewCount: 0, ratingSum: 0 })).rating).toBe(4);
    expect(averageRating(15, 3)).toBe(5);
    expect(averageRating(0, 0)).toBeNull();
    expect(averageRating(9, 2)).toBe(4.5);
  });

  it('counts shares of finished deals and never a negative age', () => {
    const fresh = sellerReputation(
      seller({ completedDeals: 0, refundedDeals: 0, disputes: 0, accountCreatedAt: new Date(now.getTime() + DAY) }),
    );
    expect(fresh).toMatchObject({ tier: 'bronze', refundBp: 0, disputeBp: 0, ageDays: 0 });
  });
});
