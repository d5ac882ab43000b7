import { describe, it, expect } from 'vitest';
import { clampNumberInput, formatNumberInput, parseNumberInput } from './number-input';

const NBSP = '\u00A0';

describe('parseNumberInput', () => {
  it('reads integers by default, with ru digit groups', () => {
    expect(parseNumberInput('42')).toBe(42);
    expect(parseNumberInput('1 000')).toBe(1000);
    expect(parseNumberInput(`25${NBSP}000`)).toBe(25_000);
    expect(parseNumberInput('12,5')).toBeNull();
  });

  it('reads up to two fraction digits when decimal', () => {
    expect(parseNumberInput('12,5', { decimal: true })).toBe(12.5);
    expect(parseNumberInput('12.55', { decimal: true })).toBe(12.55);
    expect(parseNumberInput('12,555', { decimal: true })).toBeNull();
  });

  it('refuses a sign unless min is negative', () => {
    expect(parseNumberInput('-5')).toBeNull();
    expect(parseNumberInput('-5', { min: -10 })).toBe(-5);
  });

  it('clamps at the max', () => {
    expect(parseNumberInput('999 999')).toBe(999_999);
    expect(parseNumberInput('1 000 000')).toBe(1_000_000);
    expect(parseNumberInput('2 000 000')).toBe(1_000_000);
    expect(parseNumberInput('150', { max: 100 })).toBe(100);
  });

  it.each(['', '  ', 'abc', '1e3', '0x10', '1,2,3', '12,'])('rejects %j', (text) => {
    expect(parseNumberInput(text, { decimal: true })).toBeNull();
  });
});

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
