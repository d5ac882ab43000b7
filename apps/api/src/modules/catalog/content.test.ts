import type { CatalogCard } from '@lootmarket/domain';
import { describe, expect, it } from 'vitest';
import { diversify } from './content.service';

const card = (slug: string, game: string) => ({ slug, listing: { slug: game, title: game } }) as CatalogCard;

describe('diversify', () => {
  it('takes at most two cards of one game first, keeping the order, then fills up with the rest', () => {
    const cards = [
      card('a1', 'a'),
      card('a2', 'a'),
      card('a3', 'a'),
      card('b1', 'b'),
      card('a4', 'a'),
      card('c1', 'c'),
    ];
    expect(diversify(cards, 5).map((c) => c.slug)).toEqual(['a1', 'a2', 'b1', 'c1', 'a3']);
    expect(diversify(cards, 2).map((c) => c.slug)).toEqual(['a1', 'a2']);
    expect(diversify([], 12)).toEqual([]);
  });
});
