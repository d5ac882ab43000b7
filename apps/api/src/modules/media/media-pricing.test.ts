import { mediaSecondsBought, type MediaSettings } from '@lootmarket/domain';
import { describe, expect, it } from 'vitest';
import { effectiveStart, playableSeconds, pricesFor } from './media-pricing';

const TERMS: MediaSettings = {
  enabled: true,
  pricePerSecond: { rub: 500, usd: 5 },
  minAmount: { rub: 10_000 },
  maxDurationSeconds: 120,
  approval: 'manual',
};

describe('media prices', () => {
  it('plays from the start second up to the maximum, and from the beginning when the start is past the end', () => {
    expect(playableSeconds(212, 0, 120)).toBe(120);
    expect(playableSeconds(95, 10, 120)).toBe(85);
    expect(playableSeconds(42, 42, 120)).toBe(42);
    expect(effectiveStart(42, 42)).toBe(0);
    expect(effectiveStart(42, 5)).toBe(5);
  });

  it('prices the playable seconds per priced currency, never under the media minimum', () => {
    expect(pricesFor(TERMS, 120)).toEqual({ rub: 60_000, usd: 600 });
    expect(pricesFor(TERMS, 10)).toEqual({ rub: 10_000, usd: 50 });
  });

  it('buys whole seconds, at most the playable ones, nothing under the minimum or without a price', () => {
    expect(mediaSecondsBought(TERMS, 15_000, 'rub', 120)).toBe(30);
    expect(mediaSecondsBought(TERMS, 15_499, 'rub', 120)).toBe(30);
    expect(mediaSecondsBought(TERMS, 1_000_000, 'rub', 120)).toBe(120);
    expect(mediaSecondsBought(TERMS, 9_999, 'rub', 120)).toBe(0);
    expect(mediaSecondsBought(TERMS, 4, 'usd', 120)).toBe(0);
    expect(mediaSecondsBought(TERMS, 100_000, 'kzt', 120)).toBe(0);
  });
});
