import { describe, expect, it } from 'vitest';
import { parseInline, plainText } from '#app/features/legal/legal-markup';

describe('parseInline', () => {
  it('returns plain text untouched', () => {
    expect(parseInline('Без ссылок.')).toEqual([{ kind: 'text', text: 'Без ссылок.' }]);
  });

  it('splits text around links', () => {
    expect(parseInline('См. [Политику](/policy) и [раздел](#escrow).')).toEqual([
      { kind: 'text', text: 'См. ' },
      { kind: 'link', text: 'Политику', href: '/policy' },
      { kind: 'text', text: ' и ' },
      { kind: 'link', text: 'раздел', href: '#escrow' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('leaves brackets that are not links as text', () => {
    expect(parseInline('[не ссылка] (тоже)')).toEqual([{ kind: 'text', text: '[не ссылка] (тоже)' }]);
  });
});

describe('plainText', () => {
  it('keeps only link labels', () => {
    expect(plainText('Пишите на [support@lootmarket.ru](mailto:support@lootmarket.ru).')).toBe(
      'Пишите на support@lootmarket.ru.',
    );
  });
});
