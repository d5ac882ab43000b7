import { describe, expect, it } from 'vitest';
import { isHeaderHidden } from './layout-visibility';

describe('isHeaderHidden', () => {
  it.each([
    ['/', false],
    ['/terms', false],
    ['/ru-ru/igry', false],
    ['/product/mobile-legends-diamonds', false],
    ['/streamer_kate/donate', true],
    ['/streamer_kate/donate/success', false],
    ['/1024', true],
    ['/1024/orders', true],
    ['/1024abc', false],
  ])('%s → %s', (path, hidden) => {
    expect(isHeaderHidden(path)).toBe(hidden);
  });
});
