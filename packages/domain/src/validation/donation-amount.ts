import { z } from 'zod';
import { CURRENCY_DISPLAY, currencyCodeSchema, type CurrencyCode } from '../currencies';
import { DONATION_LIMITS, type MinorRange } from '../limits';
import { formatMinorAmount, formatMoney, parseMoneyInput, type Money } from '../money';
import { INVALID_AMOUNT_MESSAGE, REQUIRED_MESSAGE } from './messages';

/** The donation range in minor units; a streamer's own minimum can only raise the floor. */
export function donationRange(currency: CurrencyCode, streamerMinimumMinor?: number): MinorRange {
  const { min, max } = DONATION_LIMITS[currency];
  return { min: Math.max(min, streamerMinimumMinor ?? min), max };
}

/** True when a donation of `minor` units is within the platform limits and the streamer's minimum. */
export function isDonationAmountAllowed(minor: number, currency: CurrencyCode, streamerMinimumMinor?: number): boolean {
  const { min, max } = donationRange(currency, streamerMinimumMinor);
  return Number.isSafeInteger(minor) && minor >= min && minor <= max;
}

/** The message naming the allowed range, e.g. "Сумма доната — от 100 до 10 000 ₽". */
export function donationRangeMessage(currency: CurrencyCode, streamerMinimumMinor?: number): string {
  const { min, max } = donationRange(currency, streamerMinimumMinor);
  const from =
    CURRENCY_DISPLAY[currency].side === 'left' ? formatMoney(min, currency) : formatMinorAmount(min, currency);
  return `Сумма доната — от ${from} до ${formatMoney(max, currency)}`;
}

/** A typed donation amount `{ amount, currency }` turned into `Money` in minor units within the limits. */
export function donationAmountSchema(streamerMinimumMinor?: number) {
  return z
    .object({
      amount: z.union([z.string(), z.number()], { error: REQUIRED_MESSAGE }),
      currency: currencyCodeSchema,
    })
    .transform((input, ctx): Money => {
      const text = String(input.amount).trim();
      const minor = text === '' ? null : parseMoneyInput(text, input.currency);
      if (minor === null || !isDonationAmountAllowed(minor, input.currency, streamerMinimumMinor)) {
        const message =
          text === ''
            ? REQUIRED_MESSAGE
            : minor === null
              ? INVALID_AMOUNT_MESSAGE
              : donationRangeMessage(input.currency, streamerMinimumMinor);
        ctx.addIssue({ code: 'custom', message, path: ['amount'], input: input.amount });
        return z.NEVER;
      }
      return { amount: minor, currency: input.currency };
    });
}

/** Donation amount within the platform limits only. */
export const donationAmountInputSchema = donationAmountSchema();
