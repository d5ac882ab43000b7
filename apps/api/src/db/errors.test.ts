import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from './errors';

describe('isUniqueViolation', () => {
  it('finds the code on the error or down its causes', () => {
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(
      isUniqueViolation(new Error('query failed', { cause: new Error('driver', { cause: { code: '23505' } }) })),
    ).toBe(true);
  });

  it('is false for other errors and for what is not an error', () => {
    expect(isUniqueViolation(new Error('query failed', { cause: { code: '23503' } }))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
  });

  it('stops on a cause that points back at itself', () => {
    const looped: { code: string; cause?: unknown } = { code: '40001' };
    looped.cause = looped;
    expect(isUniqueViolation(looped)).toBe(false);
  });
});
