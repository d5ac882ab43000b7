import { describe, expect, it } from 'vitest';
import { dateSpaces } from './date-spaces';

describe('dateSpaces', () => {
  it('turns the spaces of either ICU into the same no-break space', () => {
    expect(dateSpaces('15 июня 2025\u202fг.')).toBe(dateSpaces('15 июня 2025 г.'));
    expect(dateSpaces('15 июня 2025 г.')).toBe('15\u00a0июня\u00a02025\u00a0г.');
  });
});
