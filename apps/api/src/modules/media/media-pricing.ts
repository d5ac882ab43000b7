import type { CurrencyCode, MediaSettings } from '@lootmarket/domain';

/** The seconds a video can play from its start, capped by the streamer's maximum. */
export function playableSeconds(durationSeconds: number, startSeconds: number, maxDurationSeconds: number): number {
  const start = startSeconds < durationSeconds ? startSeconds : 0;
  return Math.max(0, Math.min(durationSeconds - start, maxDurationSeconds));
}

/** Where the video starts: a start at or past its end plays it from the beginning. */
export const effectiveStart = (durationSeconds: number, startSeconds: number): number =>
  startSeconds < durationSeconds ? startSeconds : 0;

/** What the playable seconds cost per priced currency, never below the streamer's media minimum. */
export function pricesFor(settings: MediaSettings, seconds: number): Partial<Record<CurrencyCode, number>> {
  return Object.fromEntries(
    Object.entries(settings.pricePerSecond).map(([currency, perSecond]) => [
      currency,
      Math.max(settings.minAmount[currency as CurrencyCode] ?? 0, seconds * perSecond),
    ]),
  );
}

/**
 * The seconds an amount buys: whole seconds at the price, at most the playable ones; 0 when the currency
 * has no price or the amount is under the minimum.
 */
export function secondsBought(
  settings: MediaSettings,
  amount: number,
  currency: CurrencyCode,
  playable: number,
): number {
  const perSecond = settings.pricePerSecond[currency];
  if (!perSecond || amount < (settings.minAmount[currency] ?? 0)) return 0;
  return Math.min(playable, Math.floor(amount / perSecond));
}
