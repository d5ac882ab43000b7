import { describe, expect, it } from 'vitest';
import { caretAfterMeaningful, meaningfulBefore, numberToText, readTypedNumber } from './number-text';

const NB = '\u00A0';

describe('readTypedNumber', () => {
  it('groups thousands with no-break spaces', () => {
    expect(readTypedNumber('1234567', { max: 10_000_000 })).toEqual({ text: `1${NB}234${NB}567`, value: 1_234_567 });
  });

  it('reads text that is already grouped', () => {
    expect(readTypedNumber(`12${NB}3450`)).toEqual({ text: `123${NB}450`, value: 123_450 });
  });

  it('clamps at or above max (default 1 000 000) to max', () => {
    expect(readTypedNumber('1000000')).toEqual({ text: `1${NB}000${NB}000`, value: 1_000_000 });
    expect(readTypedNumber('10000001')).toEqual({ text: `1${NB}000${NB}000`, value: 1_000_000 });
    expect(readTypedNumber('150', { max: 100 })).toEqual({ text: '100', value: 100 });
  });

  it('rejects a minus when min is 0 or more', () => {
    expect(readTypedNumber('-5')).toEqual({ text: '5', value: 5 });
    expect(readTypedNumber('-', { min: 100 })).toEqual({ text: '', value: null });
  });

  it('takes a minus when min is negative, also on its own while typing', () => {
    expect(readTypedNumber('-', { min: -100 })).toEqual({ text: '-', value: null });
    expect(readTypedNumber('-15', { min: -100 })).toEqual({ text: '-15', value: -15 });
  });

  it('is integer by default: separators are dropped', () => {
    expect(readTypedNumber('12,5')).toEqual({ text: '125', value: 125 });
  });

  it('allows two fraction digits with a ru comma when decimal', () => {
    expect(readTypedNumber('12.5', { decimal: true })).toEqual({ text: '12,5', value: 12.5 });
    expect(readTypedNumber('12,345', { decimal: true })).toEqual({ text: '12,34', value: 12.34 });
    expect(readTypedNumber('12,', { decimal: true })).toEqual({ text: '12,', value: 12 });
    expect(readTypedNumber(',5', { decimal: true })).toEqual({ text: '0,5', value: 0.5 });
    expect(readTypedNumber('1,2,3', { decimal: true })).toEqual({ text: '1,23', value: 1.23 });
  });

  it('drops letters and leading zeros; empty is null', () => {
    expect(readTypedNumber('00a7')).toEqual({ text: '7', value: 7 });
    expect(readTypedNumber('0')).toEqual({ text: '0', value: 0 });
    expect(readTypedNumber('abc')).toEqual({ text: '', value: null });
  });
});

describe('numberToText', () => {
  it('formats a value the ru way and null as empty', () => {
    expect(numberToText(1500)).toBe(`1${NB}500`);
    expect(numberToText(99.5, { decimal: true })).toBe('99,5');
    expect(numberToText(null)).toBe('');
  });
});

describe('caret helpers', () => {
  it('keep the caret after the same digit when groups move', () => {
    // "1000|" typed as "1 0000" → regrouped "10 000", caret stays at the end.
    const raw = `1${NB}0000`;
    const count = meaningfulBefore(raw, raw.length);
    expect(caretAfterMeaningful(`10${NB}000`, count)).toBe(6);
    // Caret after the first "1" of "1|2345" stays after it in "12 345".
    expect(caretAfterMeaningful(`12${NB}345`, meaningfulBefore('12345', 1))).toBe(1);
    expect(caretAfterMeaningful('123', 0)).toBe(0);
  });
});
