import { useState } from 'react';
import { useIMask } from 'react-imask';

const MASK_OPTIONS = { mask: '00.00.0000', lazy: true };
const RU_DATE = /^(\d\d)\.(\d\d)\.(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d\d)-(\d\d)$/;

/** '31.12.2026' → '2026-12-31'; an incomplete or impossible day (31.02) gives ''. */
export function isoOfRuDate(text: string): string {
  const parts = RU_DATE.exec(text);
  if (!parts) return '';
  const [, day, month, year] = parts;
  const iso = `${year}-${month}-${day}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : '';
}

const ruOfIso = (iso: string) => {
  const parts = ISO_DATE.exec(iso);
  return parts ? `${parts[3]}.${parts[2]}.${parts[1]}` : '';
};

/**
 * A day typed the Russian way, ДД.ММ.ГГГГ, whatever the browser's own date picker would show; a plain form
 * receives it under `name` as YYYY-MM-DD (empty until the day is whole and real).
 */
export function RuDateInput({
  name,
  label,
  defaultValue = '',
  className,
}: {
  name: string;
  label: string;
  /** YYYY-MM-DD. */
  defaultValue?: string;
  className?: string;
}) {
  const [iso, setIso] = useState(defaultValue);
  const { ref } = useIMask<HTMLInputElement, typeof MASK_OPTIONS>(MASK_OPTIONS, {
    defaultValue: ruOfIso(defaultValue),
    onAccept: (shown) => setIso(isoOfRuDate(shown)),
  });
  return (
    <>
      <input
        ref={ref}
        type="text"
        inputMode="numeric"
        aria-label={label}
        placeholder="дд.мм.гггг"
        autoComplete="off"
        className={className}
      />
      <input type="hidden" name={name} value={iso} />
    </>
  );
}
