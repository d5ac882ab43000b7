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
