import { describe, expect, it } from 'vitest';
import { normalizeSlug, SLUG_MESSAGES, slugProblem } from './users.slug';

describe('donation slug rules', () => {
  it('accepts latin letters, digits, hyphen and underscore with a letter', () => {
    for (const slug of ['abc', 'streamer_42', 'my-page', 'a1b', 'x'.repeat(32), '_under'])
      expect(slugProblem(slug)).toBeNull();
  });

  it('refuses bad lengths, characters, digit-only and edge hyphens', () => {
    expect(slugProblem('ab')).toBe(SLUG_MESSAGES.length);
    expect(slugProblem('x'.repeat(33))).toBe(SLUG_MESSAGES.length);
    expect(slugProblem('стример')).toBe(SLUG_MESSAGES.charset);
    expect(slugProblem('a b c')).toBe(SLUG_MESSAGES.charset);
    expect(slugProblem('a.bc')).toBe(SLUG_MESSAGES.charset);
    expect(slugProblem('12345')).toBe(SLUG_MESSAGES.letter);
    expect(slugProblem('-abc')).toBe(SLUG_MESSAGES.hyphen);
    expect(slugProblem('abc-')).toBe(SLUG_MESSAGES.hyphen);
  });

  it('refuses route names whatever the case', () => {
    for (const slug of ['API', 'ru-ru', 'Sell', 'donations', 'order-status', 'admin', 'ui-kit', 'uploads']) {
      expect(slugProblem(normalizeSlug(slug))).toBe(SLUG_MESSAGES.reserved);
    }
  });
});
