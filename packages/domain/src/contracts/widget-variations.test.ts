import { describe, expect, it } from 'vitest';
import { chooseVariation, findVariationOverlap, VARIATION_OVERLAP_CODE } from './widget-variations';
import { DEFAULT_WIDGET_SPEECH, upgradeWidgetSpeech, widgetSpeechSchema } from './widget-speech';

type Condition = 'any' | 'media' | 'test';
const range = (
  id: string,
  minAmount: number,
  maxAmount: number | null,
  condition: Condition = 'any',
  currency = 'rub',
) => ({
  id,
  name: id,
  currency: currency as 'rub' | 'usd' | 'kzt',
  minAmount,
  maxAmount,
  condition,
});
const donation = (amount: number, currency: 'rub' | 'usd' | 'kzt' = 'rub') => ({
  amount,
  currency,
  test: false,
  hasMedia: false,
});

describe('choosing the variation of an alert', () => {
  const variations = [
    range('small', 10_000, 100_000),
    range('big', 100_000, null),
    range('huge', 1_000_000, null, 'media'),
  ];

  it('is the default look below every range and in a currency with no ranges', () => {
    expect(chooseVariation(variations, donation(5_000))).toBeNull();
    expect(chooseVariation(variations, donation(500_000, 'kzt'))).toBeNull();
  });

  it('takes the minimum and leaves the maximum out', () => {
    expect(chooseVariation(variations, donation(10_000))?.id).toBe('small');
    expect(chooseVariation(variations, donation(99_999))?.id).toBe('small');
    expect(chooseVariation(variations, donation(100_000))?.id).toBe('big');
  });

  it('lets the highest matching minimum win, and honours conditions', () => {
    expect(chooseVariation(variations, donation(2_000_000))?.id).toBe('big');
    expect(chooseVariation(variations, { ...donation(2_000_000), hasMedia: true })?.id).toBe('huge');
  });

  it('prefers a test-only variation for a test alert at the same minimum', () => {
    const withTest = [range('any', 0, null), range('test', 0, null, 'test')];
    expect(chooseVariation(withTest, { ...donation(15_000), test: true })?.id).toBe('test');
    expect(chooseVariation(withTest, donation(15_000))?.id).toBe('any');
  });
});

describe('refusing overlapping variations', () => {
  it('refuses ranges sharing an amount in one currency for the same alerts, naming both', () => {
    const overlap = findVariationOverlap([range('a', 10_000, 50_000), range('b', 40_000, null)]);
    expect(overlap?.code).toBe(VARIATION_OVERLAP_CODE);
    expect(overlap?.ids).toEqual(['a', 'b']);
    expect(overlap?.message.replaceAll('\u00a0', ' ')).toContain(
      '«a» (от 100 ₽ до 500 ₽) и «b» (от 400 ₽) пересекаются',
    );
  });

  it('refuses two open-ended ranges', () => {
    expect(findVariationOverlap([range('a', 100_000, null), range('b', 500_000, null)])).not.toBeNull();
  });

  it('accepts touching ranges, other currencies and other conditions', () => {
    expect(findVariationOverlap([range('a', 10_000, 50_000), range('b', 50_000, null)])).toBeNull();
    expect(findVariationOverlap([range('a', 0, null), range('b', 0, null, 'any', 'usd')])).toBeNull();
    expect(
      findVariationOverlap([range('a', 0, null), range('b', 0, null, 'test'), range('c', 0, null, 'media')]),
    ).toBeNull();
  });
});

describe('speech settings saved with one minimum', () => {
  it('keep it for its currency and read other currencies from no minimum', () => {
    const legacy = { ...DEFAULT_WIDGET_SPEECH, minAmounts: undefined, minAmount: { amount: 10_000, currency: 'usd' } };
    expect(widgetSpeechSchema.parse(upgradeWidgetSpeech(legacy)).minAmounts).toEqual({ rub: 0, usd: 10_000, kzt: 0 });
  });
});
