import { z } from 'zod';
import { currencyCodeSchema } from './currency-schema';

/** An amount in integer minor units (kopecks, cents, tiyn) and its currency. Never a float. */
export const moneySchema = z.object({
  amount: z.number().int().refine(Number.isSafeInteger),
  currency: currencyCodeSchema,
});
export type Money = z.infer<typeof moneySchema>;
