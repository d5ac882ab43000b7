import { CURRENCY_CODES, CURRENCY_DISPLAY, parseMoneyInput, type CurrencyCode } from '@lootmarket/domain';
import { useState } from 'react';
import { TextInput } from '#app/components/ui/text-input';

const MAX_MINOR = 100_000_000;
const shown = (minor: number | null) => (minor === null || minor === 0 ? '' : String(minor / 100));

/** An amount in one currency typed as the streamer writes it («1 500», «9,99»); empty is zero or none. */
export function MoneyField({
  label,
  hint,
  currency,
  value,
  placeholder = '0',
  onChange,
}: {
  label: string;
  hint?: string;
  currency: CurrencyCode;
  value: number | null;
  placeholder?: string;
  onChange: (minor: number | null) => void;
}) {
  const [text, setText] = useState(shown(value));
  const parsed = text.trim() === '' ? null : parseMoneyInput(text, currency);
  // The typed text stays while it means the value held; an outside change (another currency) replaces it.
  const display = parsed === value || (parsed === null && value === 0) ? text : shown(value);
  return (
    <TextInput
      label={label}
      hint={hint}
      inputMode="decimal"
      suffix={CURRENCY_DISPLAY[currency].symbol}
      value={display}
      placeholder={placeholder}
      onChange={(event) => {
        setText(event.target.value);
        if (event.target.value.trim() === '') return onChange(null);
        const minor = parseMoneyInput(event.target.value, currency);
        if (minor !== null && minor <= MAX_MINOR) onChange(minor);
      }}
    />
  );
}

/** One minimum per donation currency, each compared only with alerts in that currency. */
export function CurrencyMinimums({
  label,
  hint,
  value,
  onChange,
}: {
  label: string;
  hint: string;
  value: Record<CurrencyCode, number>;
  onChange: (next: Record<CurrencyCode, number>) => void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{label}</legend>
      <p className="text-sm text-muted">{hint}</p>
      <div className="grid grid-cols-3 gap-2">
        {CURRENCY_CODES.map((currency) => (
          <MoneyField
            key={currency}
            label={currency.toUpperCase()}
            currency={currency}
            value={value[currency]}
            onChange={(minor) => onChange({ ...value, [currency]: minor ?? 0 })}
          />
        ))}
      </div>
    </fieldset>
  );
}
