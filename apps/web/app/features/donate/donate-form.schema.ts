import {
  CURRENCY_CODES,
  CURRENCY_DISPLAY,
  donationAmountSchema,
  donationRange,
  DONATION_MESSAGE_MAX_LENGTH,
  DONATION_MESSAGE_TOO_LONG_MESSAGE,
  DONOR_NAME_MAX_LENGTH,
  DONOR_NAME_TOO_LONG_MESSAGE,
  formatMinorAmount,
  formatMoney,
  MINOR_UNITS_PER_MAJOR,
  REQUIRED_MESSAGE,
  type CurrencyCode,
  type Money,
} from '@lootmarket/domain';
import { z } from 'zod';

export interface DonateFormValues {
  donorName: string;
  amount: string;
  currency: CurrencyCode;
  message: string;
}

export interface DonateFormOutput {
  donorName: string;
  amount: Money;
  message: string;
}

/** The streamer's own minimums (minor units) by currency, as the donate page receives them. */
export type StreamerMinimums = Partial<Record<CurrencyCode, number>>;

/** The form's rules: the same limits the server checks, the streamer's minimum included. */
export function donateFormSchema(minimums: StreamerMinimums) {
  const amountOf = (values: { amount: unknown; currency: unknown }) =>
    donationAmountSchema(minimums[values.currency as CurrencyCode]).safeParse({
      amount: values.amount,
      currency: values.currency,
    });
  return z
    .object({
      donorName: z
        .string()
        .trim()
        .min(1, { error: REQUIRED_MESSAGE })
        .max(DONOR_NAME_MAX_LENGTH, { error: DONOR_NAME_TOO_LONG_MESSAGE }),
      amount: z.string(),
      currency: z.enum(CURRENCY_CODES),
      message: z.string().max(DONATION_MESSAGE_MAX_LENGTH, { error: DONATION_MESSAGE_TOO_LONG_MESSAGE }),
    })
    .refine((values) => amountOf(values).success, {
      path: ['amount'],
      error: (issue) => {
        const input = issue.input as { amount: unknown; currency: unknown };
        return amountOf(input).error?.issues[0]?.message ?? REQUIRED_MESSAGE;
      },
      // Checked even when the name is missing, so every mistake shows at once.
      when: ({ value }) => {
        const values = value as { amount?: unknown; currency?: unknown } | null;
        return typeof values?.amount === 'string' && CURRENCY_CODES.includes(values.currency as CurrencyCode);
      },
    })
    .transform((values): DonateFormOutput => ({
      donorName: values.donorName,
      amount: amountOf(values).data!,
      message: values.message,
    }));
}

const QUICK_AMOUNTS: Readonly<Record<CurrencyCode, readonly number[]>> = {
  rub: [100, 300, 500, 1000, 2000],
  usd: [1, 5, 10, 25, 50],
  kzt: [500, 1000, 2500, 5000, 10000],
};

/** One-tap amounts in major units, those below the streamer's minimum left out. */
export function quickAmounts(currency: CurrencyCode, minimums: StreamerMinimums): number[] {
  const { min, max } = donationRange(currency, minimums[currency]);
  return QUICK_AMOUNTS[currency].filter(
    (major) => major * MINOR_UNITS_PER_MAJOR >= min && major * MINOR_UNITS_PER_MAJOR <= max,
  );
}

/** "от 100 до 10 000 ₽", the hint under the amount. */
export function amountHint(currency: CurrencyCode, minimums: StreamerMinimums): string {
  const { min, max } = donationRange(currency, minimums[currency]);
  const from =
    CURRENCY_DISPLAY[currency].side === 'left' ? formatMoney(min, currency) : formatMinorAmount(min, currency);
  return `от ${from} до ${formatMoney(max, currency)}`;
}

/** The smallest amount as the field's starting value ("100", "1", "500"). */
export function defaultAmount(currency: CurrencyCode, minimums: StreamerMinimums): string {
  return formatMinorAmount(donationRange(currency, minimums[currency]).min, currency).replace(/\u00A0/g, '');
}

/** The button's words: the amount only while it can be sent, so it never names a sum the form refuses. */
export function submitLabel(typedMinor: number | null, currency: CurrencyCode, minimums: StreamerMinimums): string {
  const { min, max } = donationRange(currency, minimums[currency]);
  const sendable = typedMinor !== null && typedMinor >= min && typedMinor <= max;
  return sendable ? `Отправить ${formatMoney(typedMinor, currency)}` : 'Отправить донат';
}
