import { OFFER_PRICE_LIMITS, SELLER_MESSAGES, parseMoneyInput, splitPlatformFee, type Money } from '@lootmarket/domain';

export type PriceCheck = { ok: true; amount: number; net: number } | { ok: false; message: string };

/** A typed price checked against the offer limits, with what the seller keeps after the platform fee. */
export function checkTypedPrice(text: string, currency: Money['currency'], feeBasisPoints: number): PriceCheck {
  const amount = parseMoneyInput(text, currency);
  if (amount === null) return { ok: false, message: 'Введите цену числом' };
  const limits = OFFER_PRICE_LIMITS[currency];
  if (amount < limits.min) return { ok: false, message: SELLER_MESSAGES.priceTooLow };
  if (amount > limits.max) return { ok: false, message: SELLER_MESSAGES.priceTooHigh };
  return { ok: true, amount, net: splitPlatformFee(amount, feeBasisPoints).payee };
}

/** The price as the seller types it: "1499", "1499,50". */
export function typedPrice(minor: number): string {
  const whole = Math.trunc(minor / 100);
  const cents = minor % 100;
  return cents ? `${whole},${String(cents).padStart(2, '0')}` : String(whole);
}
