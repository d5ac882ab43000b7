import { describe, it, expect } from 'vitest';
import { clampNumberInput, formatNumberInput } from './number-input';

const NBSP = '\u00A0';

describe('clampNumberInput', () => {
  it('turns values at or above max into max', () => {
    expect(clampNumberInput(1_000_000)).toBe(1_000_000);
    expect(clampNumberInput(1_000_001)).toBe(1_000_000);
    expect(clampNumberInput(100, { max: 100 })).toBe(100);
    expect(clampNumberInput(99, { max: 100 })).toBe(99);
  });

  it('keeps unsigned inputs at or above zero', () => {
    expect(clampNumberInput(-3)).toBe(0);
    expect(clampNumberInput(-3, { min: -10 })).toBe(-3);
  });

  it('leaves values under a positive min for the user to finish typing', () => {
    expect(clampNumberInput(1, { min: 100 })).toBe(1);
  });
});

describe('formatNumberInput', () => {
  it('prints ru digit groups and a comma', () => {
    expect(formatNumberInput(1_000_000)).toBe(`1${NBSP}000${NBSP}000`);
    expect(formatNumberInput(12.5, { decimal: true })).toBe('12,5');
    expect(formatNumberInput(12.5)).toBe('13');
    expect(formatNumberInput(-1234, { min: -10_000 })).toBe(`-1${NBSP}234`);
  });
});
