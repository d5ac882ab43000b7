import { describe, expect, it } from 'vitest';
import { batchPerTurn } from './batch-per-turn';

describe('batch per turn', () => {
  it('answers every call of the same turn with one run, each key once, missing keys undefined', async () => {
    const runs: number[][] = [];
    const next = batchPerTurn(async (ids: number[]) => {
      runs.push(ids);
      return new Map([
        [1, 'десять'],
        [3, 'тридцать'],
      ]);
    });
    const answers = await Promise.all([next(1), next(2), next(3), next(1)]);
    expect(runs).toEqual([[1, 2, 3]]);
    expect(answers).toEqual(['десять', undefined, 'тридцать', 'десять']);
  });

  it('starts a new run for later turns and hands a failure to every call of its batch', async () => {
    let calls = 0;
    const next = batchPerTurn(async () => {
      calls += 1;
      if (calls === 1) throw new Error('database away');
      return new Map<number, string>();
    });
    await expect(Promise.all([next(1), next(2)])).rejects.toThrow('database away');
    await expect(next(1)).resolves.toBeUndefined();
    expect(calls).toBe(2);
  });
});
