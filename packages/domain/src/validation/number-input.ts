import { groupDigits } from '../money';
import { NUMBER_INPUT_DEFAULTS } from '../ui-constants';

export interface NumberInputOptions {
  /** Defaults to 0; a minimum at or above 0 makes the input unsigned. */
  min?: number;
  /** Defaults to 1 000 000; anything at or above it becomes it. */
  max?: number;
  /** Integers only unless set; then up to two fraction digits. */
  decimal?: boolean;
}

interface NumberInputRules {
  min: number;
  max: number;
  fractionDigits: number;
  signed: boolean;
}

function rulesOf(options: NumberInputOptions): NumberInputRules {
  const min = options.min ?? NUMBER_INPUT_DEFAULTS.min;
  return {
    min,
    max: options.max ?? NUMBER_INPUT_DEFAULTS.max,
    fractionDigits: options.decimal ? NUMBER_INPUT_DEFAULTS.fractionDigits : 0,
    signed: min < 0,
  };
}

/**
 * Applies the input's bounds: at or above max becomes max, and an unsigned input never goes below 0.
 * Values under a positive min are kept, because people pass through them while typing (1 → 15 → 150).
 */
export function clampNumberInput(value: number, options: NumberInputOptions = {}): number {
  const rules = rulesOf(options);
  if (value >= rules.max) return rules.max;
  if (!rules.signed && value < 0) return 0;
  return value;
}

const NUMBER_TEXT = /^(-)?(\d+|\d{1,3}(?:[ \u00A0\u202F]\d{3})+)(?:[.,](\d+))?$/;

/**
 * Reads text typed in ru locale ("1 000", "12,5"; a dot is accepted too) and clamps it.
 * Returns null for empty text, a sign on an unsigned input, or too many fraction digits.
 */
export function parseNumberInput(text: string, options: NumberInputOptions = {}): number | null {
  const rules = rulesOf(options);
  const match = NUMBER_TEXT.exec(text.trim());
  if (!match) return null;
  const [, sign = '', integerPart = '', fraction = ''] = match;
  if (sign && !rules.signed) return null;
  if (fraction.length > rules.fractionDigits) return null;
  const value = Number(`${sign}${integerPart.replace(/\D/g, '')}.${fraction || '0'}`);
  return clampNumberInput(value, options);
}

/** Shows a number the ru way: "1 000 000", "12,5". */
export function formatNumberInput(value: number, options: NumberInputOptions = {}): string {
  const fixed = Math.abs(value).toFixed(rulesOf(options).fractionDigits);
  const [integerPart = '0', fraction = ''] = fixed.split('.');
  const trimmedFraction = fraction.replace(/0+$/, '');
  const sign = value < 0 ? '-' : '';
  return `${sign}${groupDigits(integerPart)}${trimmedFraction ? `,${trimmedFraction}` : ''}`;
}
