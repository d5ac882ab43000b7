import {
  CURRENCY_CODES,
  isTrc20Address,
  INVALID_TRC20_ADDRESS_MESSAGE,
  parseMoneyInput,
  SELECT_BANK_MESSAGE,
  type WithdrawalRequest,
} from '@lootmarket/domain';
import { z } from 'zod';

export const ENTER_AMOUNT_MESSAGE = 'Введите сумму';
export const ENTER_PHONE_MESSAGE = 'Введите номер телефона, привязанный к СБП';

export const SBP_ROUBLES_ONLY_MESSAGE = 'Через СБП выводятся только рубли';

/** What the form holds: the wallet currency, the amount as typed in it, the method and its destination. */
export const withdrawalFormSchema = z
  .object({
    currency: z.enum(CURRENCY_CODES),
    method: z.enum(['sbp', 'crypto']),
    amount: z.string(),
    phone: z.string(),
    bankId: z.string(),
    address: z.string(),
  })
  .superRefine((values, context) => {
    const minor = parseMoneyInput(values.amount, values.currency);
    if (minor === null || minor <= 0)
      context.addIssue({ code: 'custom', path: ['amount'], message: ENTER_AMOUNT_MESSAGE });
    if (values.method === 'sbp' && values.currency !== 'rub') {
      context.addIssue({ code: 'custom', path: ['method'], message: SBP_ROUBLES_ONLY_MESSAGE });
    } else if (values.method === 'sbp') {
      if (!/^7\d{10}$/.test(values.phone))
        context.addIssue({ code: 'custom', path: ['phone'], message: ENTER_PHONE_MESSAGE });
      if (!values.bankId) context.addIssue({ code: 'custom', path: ['bankId'], message: SELECT_BANK_MESSAGE });
    } else if (!isTrc20Address(values.address.trim())) {
      context.addIssue({ code: 'custom', path: ['address'], message: INVALID_TRC20_ADDRESS_MESSAGE });
    }
  });
export type WithdrawalFormValues = z.infer<typeof withdrawalFormSchema>;

/** The API's request for these values; the crypto one names the locked rate. */
export function toWithdrawalRequest(values: WithdrawalFormValues, quoteId: string | null): WithdrawalRequest | null {
  const { currency } = values;
  const amount = parseMoneyInput(values.amount, currency);
  if (amount === null) return null;
  if (values.method === 'sbp')
    return currency === 'rub' ? { type: 'sbp', amount, currency, phone: values.phone, bank_id: values.bankId } : null;
  return quoteId ? { type: 'crypto', amount, currency, address: values.address.trim(), quote_id: quoteId } : null;
}
