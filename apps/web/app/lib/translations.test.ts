import { describe, expect, it } from 'vitest';
import { translate } from './translations';

const translations = { params: {}, values: { home: { title: 'Главная' } } };

describe('translate', () => {
  it('resolves group.key', () => expect(translate(translations, 'home.title')).toBe('Главная'));
  it('falls back to the key for a missing key', () => expect(translate(translations, 'home.nope')).toBe('home.nope'));
  it('falls back to the key for a missing group', () => expect(translate(translations, 'x.title')).toBe('x.title'));
  it('falls back to text without a group', () => expect(translate(translations, 'plain')).toBe('plain'));
});
