import { describe, expect, it } from 'vitest';
import { shouldCloseSheet } from './sheet-gesture';

const slow = 1000;

describe('shouldCloseSheet', () => {
  it('closes at 10 % of the height, not below', () => {
    expect(shouldCloseSheet({ dragDistancePx: 50, sheetHeightPx: 500, dragDurationMs: slow })).toBe(true);
    expect(shouldCloseSheet({ dragDistancePx: 49.9, sheetHeightPx: 500, dragDurationMs: slow })).toBe(false);
  });

  it('closes on a flick shorter than 300 ms', () => {
    expect(shouldCloseSheet({ dragDistancePx: 20, sheetHeightPx: 500, dragDurationMs: 299 })).toBe(true);
    expect(shouldCloseSheet({ dragDistancePx: 20, sheetHeightPx: 500, dragDurationMs: 300 })).toBe(false);
  });

  it('ignores the jitter of a tap', () => {
    expect(shouldCloseSheet({ dragDistancePx: 3, sheetHeightPx: 500, dragDurationMs: 80 })).toBe(false);
  });

  it('never closes on an upward drag or no movement', () => {
    expect(shouldCloseSheet({ dragDistancePx: -200, sheetHeightPx: 500, dragDurationMs: 100 })).toBe(false);
    expect(shouldCloseSheet({ dragDistancePx: 0, sheetHeightPx: 500, dragDurationMs: 100 })).toBe(false);
  });

  it('falls back to the flick rule when the height is unknown', () => {
    expect(shouldCloseSheet({ dragDistancePx: 40, sheetHeightPx: 0, dragDurationMs: slow })).toBe(false);
    expect(shouldCloseSheet({ dragDistancePx: 40, sheetHeightPx: 0, dragDurationMs: 120 })).toBe(true);
  });
});
