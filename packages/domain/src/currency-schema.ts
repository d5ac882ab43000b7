import { z } from 'zod';
import { CURRENCY_CODES } from './currency-codes';

export const currencyCodeSchema = z.enum(CURRENCY_CODES);
