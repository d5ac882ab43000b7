import {
  CURRENCY_DISPLAY,
  formatMoneyValue,
  formatTopUpRate,
  formatWalletAmount,
  groupDigits,
  STEAM_TOP_UP_PRESETS,
  steamTopUpSummary,
  type CurrencyCode,
  type Money,
} from '@lootmarket/domain';
import clsx from 'clsx';
import type { Ref } from 'react';
import { NumberInput } from '#app/components/ui/number-input';
import type { QuantityBounds } from './product-form';

/** Far above any wallet's limit: what is typed stays as typed, and the form says what is wrong with it. */
const NO_CLAMP = 999_999_999;

interface TopUpAmountFieldProps {
  wallet: CurrencyCode;
  bounds: QuantityBounds;
  value: number | null;
  onChange: (value: number | null) => void;
  onBlur: () => void;
  name: string;
  inputRef: Ref<HTMLInputElement>;
  error: string | undefined;
}

/** «Сумма пополнения, ₽»: the amount to credit to the Steam wallet, typed or picked from the usual ones. */
export function TopUpAmountField({
  wallet,
  bounds,
  value,
  onChange,
  onBlur,
  name,
  inputRef,
  error,
}: TopUpAmountFieldProps) {
  const { symbol, side } = CURRENCY_DISPLAY[wallet];
  return (
    <div className="flex flex-col gap-2.5">
      <NumberInput
        ref={inputRef}
        name={name}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        min={0}
        max={NO_CLAMP}
        label={`Сумма пополнения, ${symbol}`}
        hint={`От ${formatWalletAmount(bounds.min, wallet)} до ${formatWalletAmount(bounds.max, wallet)}`}
        {...(side === 'left' ? { prefix: symbol } : { suffix: symbol })}
        error={error}
        required
      />
      <div className="grid grid-cols-5 gap-1.5" role="group" aria-label="Быстрый выбор суммы">
        {STEAM_TOP_UP_PRESETS[wallet].amounts
          .filter((amount) => amount >= bounds.min && amount <= bounds.max)
          .map((amount) => (
            <button
              key={amount}
              type="button"
              aria-pressed={value === amount}
              aria-label={formatWalletAmount(amount, wallet)}
              onClick={() => onChange(amount)}
              className={clsx(
                'h-9 min-w-0 rounded-lg border px-1 text-[13px] font-medium whitespace-nowrap tabular-nums transition-colors sm:text-sm',
                value === amount
                  ? 'border-primary bg-primary-soft text-text'
                  : 'border-border bg-surface-2 text-muted hover:border-subtle hover:text-text',
              )}
            >
              {groupDigits(String(amount))}
            </button>
          ))}
      </div>
    </div>
  );
}

function Line({ label, children, testId }: { label: string; children: string; testId: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-muted">{label}</dt>
      <dd className="font-semibold text-text tabular-nums" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/**
 * What reaches the wallet, the fee and the total, each exact in minor units; a dash while the amount is
 * out of bounds. A wallet in another currency than the price shows the seller's rate in place of the fee.
 */
export function TopUpSummary({
  wallet,
  amount,
  unitPrice,
}: {
  wallet: CurrencyCode;
  /** Null while the typed amount cannot be bought. */
  amount: number | null;
  unitPrice: Money;
}) {
  const summary = amount === null ? null : steamTopUpSummary(amount, wallet, unitPrice);
  const shown = (money: Money | undefined | null) => (money ? formatMoneyValue(money) : '—');
  return (
    <dl className="flex flex-col gap-2 rounded-xl bg-surface-2 px-3.5 py-3 text-sm" data-testid="top-up-summary">
      <Line label="Зачислим на Steam" testId="top-up-credited">
        {shown(summary?.credited)}
      </Line>
      {wallet === unitPrice.currency ? (
        <Line label="Комиссия" testId="top-up-fee">
          {shown(summary?.fee)}
        </Line>
      ) : (
        <Line label="Курс продавца" testId="top-up-rate">
          {formatTopUpRate(unitPrice, wallet)}
        </Line>
      )}
      <div className="mt-1 flex items-baseline justify-between gap-3 border-t border-border pt-2.5">
        <dt className="font-medium text-text">Итого</dt>
        <dd className="text-2xl font-extrabold tabular-nums" data-testid="buy-total">
          {shown(summary?.total)}
        </dd>
      </div>
    </dl>
  );
}
