import { CURRENCIES, CURRENCY_DISPLAY, type CurrencyCode } from '@lootmarket/domain';
import { clsx } from 'clsx';

/** Spec §3: each currency has its flag image; it stands before the currency wherever one is shown. */
export function CurrencyFlag({ currency, className }: { currency: CurrencyCode; className?: string }) {
  return (
    <img
      src={CURRENCIES[currency].flagPath}
      alt=""
      aria-hidden="true"
      width={20}
      height={14}
      loading="lazy"
      decoding="async"
      data-currency-flag={currency}
      className={clsx('h-3.5 w-5 shrink-0 rounded-[3px] object-cover ring-1 ring-white/15', className)}
    />
  );
}

/** The currency display of spec §3: flag, symbol and code (₽ RUB), or flag and a name given instead. */
export function CurrencyLabel({ currency, name }: { currency: CurrencyCode; name?: string }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <CurrencyFlag currency={currency} />
      {name ?? `${CURRENCY_DISPLAY[currency].symbol} ${currency.toUpperCase()}`}
    </span>
  );
}
