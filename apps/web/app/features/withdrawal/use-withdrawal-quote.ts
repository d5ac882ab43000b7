import {
  parseMoneyInput,
  type CurrencyCode,
  type OutcomeCheckResponse,
  type PayoutMethod,
  type RateQuote,
} from '@lootmarket/domain';
import { walletEndpoints } from '@lootmarket/domain/endpoints/wallet';
import { useCallback, useEffect, useState } from 'react';
import { api } from '#app/lib/api/browser';

const CHECK_DELAY_MS = 350;

/** The locked USDT rate while crypto is chosen: fetched once, and again when it runs out or on request. */
export function useRateQuote(active: boolean, currency: CurrencyCode) {
  const [quote, setQuote] = useState<RateQuote | null>(null);
  const [failed, setFailed] = useState(false);
  const refresh = useCallback(async () => {
    setFailed(false);
    try {
      setQuote(await api.call(walletEndpoints.rate, { query: { currency } }));
    } catch {
      setFailed(true);
    }
  }, [currency]);
  useEffect(() => {
    if (active && !quote) void refresh();
  }, [active, quote, refresh]);
  return { quote, failed, refresh };
}

/** The fee, what arrives and why it cannot go ahead, for the amount as typed (asked a moment after typing stops). */
export function useOutcomeCheck(
  method: PayoutMethod,
  currency: CurrencyCode,
  amountText: string,
  quoteId: string | null,
) {
  const [check, setCheck] = useState<OutcomeCheckResponse | null>(null);
  useEffect(() => {
    const amount = parseMoneyInput(amountText, currency);
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const query = {
        type: method,
        currency,
        ...(amount && amount > 0 ? { amount } : {}),
        ...(quoteId ? { quote_id: quoteId } : {}),
      };
      api.call(walletEndpoints.outcomeCheck, { query, signal: controller.signal }).then(setCheck, () => undefined);
    }, CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [method, currency, amountText, quoteId]);
  return check;
}
