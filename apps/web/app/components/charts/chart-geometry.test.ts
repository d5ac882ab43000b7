import { describe, expect, it } from 'vitest';
import { areaPaths, labelledIndices, scaleCeiling } from './chart-geometry';

describe('chart geometry', () => {
  it('labels every point of a week and about six of a month, always the latest', () => {
    expect([...labelledIndices(7)]).toEqual([
      [6, 0],
      [4, 1],
      [2, 2],
      [0, 3],
    ]);
    const month = labelledIndices(30);
    expect(month.size).toBeLessThanOrEqual(6);
    expect(month.has(29)).toBe(true);
    expect(labelledIndices(0).size).toBe(0);
  });

  it('draws values from the bottom of the box and closes the area along the axis', () => {
    expect(areaPaths([0, 50, 100], 100)).toEqual({
      line: 'M0.5 100 L1.5 50 L2.5 0',
      area: 'M0.5 100 L1.5 50 L2.5 0 L2.5 100 L0.5 100 Z',
    });
    expect(areaPaths([], 10)).toEqual({ line: '', area: '' });
  });
});

describe('scaleCeiling', () => {
  it('tops a scale with four round steps, at least the minimum, whole steps for counts', () => {
    expect(scaleCeiling(0, { minimum: 10_000 })).toBe(10_000);
    expect(scaleCeiling(93_000)).toBe(100_000);
    expect(scaleCeiling(3, { whole: true })).toBe(4);
    expect(scaleCeiling(0, { whole: true })).toBe(4);
  });
});
