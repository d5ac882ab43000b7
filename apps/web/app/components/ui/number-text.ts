import {
  clampNumberInput,
  formatNumberInput,
  groupDigits,
  NUMBER_INPUT_DEFAULTS,
  type NumberInputOptions,
} from '@lootmarket/domain';

export type TypedNumber = { text: string; value: number | null };

/**
 * Tidies text while it is being typed: groups thousands, turns a dot into the ru comma, drops a minus
 * on unsigned inputs and extra fraction digits, clamps to max. Unlike parsing a finished value it keeps
 * half-typed states such as "-" or "12," so typing can go on.
 */
export function readTypedNumber(raw: string, options: NumberInputOptions = {}): TypedNumber {
  const signed = (options.min ?? NUMBER_INPUT_DEFAULTS.min) < 0;
  const fractionDigits = options.decimal ? NUMBER_INPUT_DEFAULTS.fractionDigits : 0;
  const kept = raw.replace(/\./g, ',').replace(/[^\d,-]/g, '');
  const negative = signed && kept.startsWith('-');
  const unsigned = kept.replace(/-/g, '');
  const commaAt = fractionDigits > 0 ? unsigned.indexOf(',') : -1;
  const hasComma = commaAt >= 0;
  let integer = (hasComma ? unsigned.slice(0, commaAt) : unsigned).replace(/,/g, '').replace(/^0+(?=\d)/, '');
  const fraction = hasComma
    ? unsigned
        .slice(commaAt + 1)
        .replace(/,/g, '')
        .slice(0, fractionDigits)
    : '';
  const sign = negative ? '-' : '';

  if (integer === '' && !hasComma) return { text: sign, value: null };
  if (integer === '') integer = '0';
  const typed = Number(`${sign}${integer}.${fraction || '0'}`) || 0;
  const value = clampNumberInput(typed, options);
  if (value !== typed) return { text: formatNumberInput(value, options), value };
  return { text: `${sign}${groupDigits(integer)}${hasComma ? `,${fraction}` : ''}`, value };
}

export function numberToText(value: number | null, options: NumberInputOptions = {}): string {
  return value === null ? '' : formatNumberInput(value, options);
}

const MEANINGFUL = /[\d,-]/;

/** How many digits, commas and signs precede `caret`, so the caret can be put back after regrouping. */
export function meaningfulBefore(text: string, caret: number): number {
  let count = 0;
  for (const ch of text.slice(0, caret).replace(/\./g, ',')) if (MEANINGFUL.test(ch)) count += 1;
  return count;
}

/** The caret position in `text` right after its `count`-th meaningful character. */
export function caretAfterMeaningful(text: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (MEANINGFUL.test(text[i] ?? '')) seen += 1;
    if (seen === count) return i + 1;
  }
  return text.length;
}
