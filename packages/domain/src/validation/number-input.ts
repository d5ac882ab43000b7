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

/** Shows a number the ru way: "1 000 000", "12,5". */
export function formatNumberInput(value: number, options: NumberInputOptions = {}): string {
  const fixed = Math.abs(value).toFixed(rulesOf(options).fractionDigits);
  const [integerPart = '0', fraction = ''] = fixed.split('.');
  const trimmedFraction = fraction.replace(/0+$/, '');
  const sign = value < 0 ? '-' : '';
  return `${sign}${groupDigits(integerPart)}${trimmedFraction ? `,${trimmedFraction}` : ''}`;
}
