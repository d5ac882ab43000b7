import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPES } from './catalog';
import {
  DONATION_FEE_BASIS_POINTS,
  feeBasisPointsFor,
  PLATFORM_FEE_BASIS_POINTS,
  splitPlatformFee,
} from './platform-fees';

describe('splitPlatformFee', () => {
  it('takes the exact share when it is whole kopecks', () => {
    expect(splitPlatformFee(100_000, 1000)).toEqual({ fee: 10_000, payee: 90_000 });
    expect(splitPlatformFee(12_345, 0)).toEqual({ fee: 0, payee: 12_345 });
    expect(splitPlatformFee(12_345, 10_000)).toEqual({ fee: 12_345, payee: 0 });
  });

  it('rounds the fee half up to a whole kopeck', () => {
    expect(splitPlatformFee(100_005, 1000)).toEqual({ fee: 10_001, payee: 90_004 }); // 10 000,5 → 10 001
    expect(splitPlatformFee(100_004, 1000)).toEqual({ fee: 10_000, payee: 90_004 }); // 10 000,4 → 10 000
    expect(splitPlatformFee(5, 1000)).toEqual({ fee: 1, payee: 4 }); // 0,5 → 1
    expect(splitPlatformFee(4, 1000)).toEqual({ fee: 0, payee: 4 }); // 0,4 → 0
    expect(splitPlatformFee(1, 5000)).toEqual({ fee: 1, payee: 0 }); // exactly half → up
    expect(splitPlatformFee(333, 333)).toEqual({ fee: 11, payee: 322 }); // 11,0889 → 11
  });

  it('stays exact beyond 2^53 intermediate products', () => {
    const amount = Number.MAX_SAFE_INTEGER;
    const { fee, payee } = splitPlatformFee(amount, 9999);
    expect(fee + payee).toBe(amount);
    expect(BigInt(fee)).toBe((BigInt(amount) * 9999n * 2n + 10_000n) / 20_000n);
  });

  it('refuses fractions, negatives and rates outside 0..100 %', () => {
    expect(() => splitPlatformFee(1.5, 1000)).toThrow(RangeError);
    expect(() => splitPlatformFee(-1, 1000)).toThrow(RangeError);
    expect(() => splitPlatformFee(100, 10_001)).toThrow(RangeError);
    expect(() => splitPlatformFee(100, 12.5)).toThrow(RangeError);
  });

  it('always splits the whole amount, within half a kopeck of the exact fee', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.integer({ min: 0, max: 10_000 }), (amount, bp) => {
        const { fee, payee } = splitPlatformFee(amount, bp);
        expect(fee + payee).toBe(amount);
        expect(fee).toBeGreaterThanOrEqual(0);
        expect(payee).toBeGreaterThanOrEqual(0);
        // |fee − amount·bp/10 000| ≤ ½, in integers: |fee·20 000 − 2·amount·bp| ≤ 10 000.
        const error = BigInt(fee) * 20_000n - 2n * BigInt(amount) * BigInt(bp);
        expect(error >= -10_000n && error <= 10_000n).toBe(true);
      }),
    );
  });
});

describe('feeBasisPointsFor', () => {
  it('has a whole-basis-point rate for every product type and for donations', () => {
    for (const productType of PRODUCT_TYPES) {
      const rate = feeBasisPointsFor({ source: 'order', productType });
      expect(Number.isInteger(rate) && rate >= 0 && rate <= 10_000).toBe(true);
    }
    expect(feeBasisPointsFor({ source: 'donation' })).toBe(DONATION_FEE_BASIS_POINTS);
  });

  it('charges by category', () => {
    expect(feeBasisPointsFor({ source: 'order', productType: 'game_dlc_key' })).toBe(PLATFORM_FEE_BASIS_POINTS.dlc);
    expect(feeBasisPointsFor({ source: 'order', productType: 'steam_top_up' })).toBe(PLATFORM_FEE_BASIS_POINTS.top_up);
  });
});
