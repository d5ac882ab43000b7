import { describe, expect, it } from 'vitest';
import { switchLayout } from './search.layout';
import { bothScripts, normalizeText } from './search.normalize';
import { expandSynonyms } from './search.synonyms';
import { cyrillicToLatin, latinToCyrillic, transliterate } from './search.translit';
import { queryVariants } from './search.variants';

describe('switchLayout', () => {
  it.each([
    ['hj,kjrc', 'роблокс'],
    ['utyiby', 'геншин'],
    ['ьщишду', 'mobile'],
    ['dfkjhfyn', 'валорант'],
    ['[jyrfq', 'хонкай'],
  ])('reads %s as %s', (typed, meant) => {
    expect(switchLayout(typed)).toBe(meant);
  });

  it('is its own inverse and keeps digits and spaces', () => {
    expect(switchLayout(switchLayout('алмазы 86 шт'))).toBe('алмазы 86 шт');
    expect(switchLayout('86 2200')).toBe('86 2200');
  });
});

describe('transliteration', () => {
  it.each([
    ['roblox', 'роблокс'],
    ['genshin', 'геншин'],
    ['valorant', 'валорант'],
    ['honkai', 'хонкай'],
    ['pubg', 'пубг'],
  ])('spells %s in Cyrillic as %s', (latin, cyrillic) => {
    expect(latinToCyrillic(latin)).toBe(cyrillic);
  });

  it.each([
    ['геншин', 'genshin'],
    ['валорант', 'valorant'],
    ['щит', 'schit'],
    ['подъезд', 'podezd'],
  ])('spells %s in Latin as %s', (cyrillic, latin) => {
    expect(cyrillicToLatin(cyrillic)).toBe(latin);
  });

  it('turns each word into the other script and leaves digits and mixed words', () => {
    expect(transliterate('роблокс premium 800')).toBe('robloks премиум 800');
    expect(transliterate('ps5')).toBe('ps5');
  });
});

describe('normalizeText', () => {
  it('lowercases, folds ё, drops punctuation and joins digit groups', () => {
    expect(normalizeText('  Алмазы Mobile Legends — 86 шт. ')).toBe('алмазы mobile legends 86 шт');
    expect(normalizeText('2 200 робуксов')).toBe('2200 робуксов');
    expect(normalizeText('Ёлка: V-Bucks!')).toBe('елка v bucks');
    expect(normalizeText('1 000 000')).toBe('1000000');
  });

  it('writes a text in both scripts only when transliteration changes it', () => {
    expect(bothScripts('Roblox Premium')).toBe('roblox premium роблокс премиум');
    expect(bothScripts('86 2200')).toBe('86 2200');
  });
});

describe('expandSynonyms', () => {
  it.each([
    ['робуксы', 'robux'],
    ['вбаксы', 'v bucks'],
    ['в баксы', 'v bucks'],
    ['гемы', 'гемы brawl stars'],
    ['пс плюс', 'ps plus'],
    ['гейм пасс ультимейт', 'game pass ультимейт'],
  ])('reads %s as %s', (typed, ours) => {
    expect(expandSynonyms(typed)).toBe(ours);
  });

  it('matches whole words only', () => {
    expect(expandSynonyms('пспорт')).toBe('пспорт');
  });
});

describe('queryVariants', () => {
  it('starts with the text as typed and includes the layout, translit and synonym readings', () => {
    const variants = queryVariants('hj,kjrc');
    expect(variants[0]).toBe('hj kjrc');
    expect(variants).toContain('роблокс');
    expect(variants).toContain('robloks');
    expect(queryVariants('В-баксы')).toContain('v bucks');
    expect(queryVariants('Roblox')).toContain('роблокс');
  });

  it('answers no variants for punctuation only and at most eight otherwise', () => {
    expect(queryVariants(' - ')).toEqual([]);
    expect(queryVariants('пс плюс').length).toBeLessThanOrEqual(8);
  });
});
