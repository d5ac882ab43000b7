import { describe, expect, it } from 'vitest';
import { isSpringSaleOn } from './sale-campaigns';

describe('isSpringSaleOn', () => {
  it('runs from 13 to 31 March, Moscow time', () => {
    expect(isSpringSaleOn(new Date('2026-03-12T20:59:00Z'))).toBe(false);
    expect(isSpringSaleOn(new Date('2026-03-12T21:00:00Z'))).toBe(true);
    expect(isSpringSaleOn(new Date('2026-03-31T20:59:00Z'))).toBe(true);
    expect(isSpringSaleOn(new Date('2026-03-31T21:00:00Z'))).toBe(false);
  });

  it('is off in November', () => {
    expect(isSpringSaleOn(new Date('2026-11-28T12:00:00Z'))).toBe(false);
  });
});
