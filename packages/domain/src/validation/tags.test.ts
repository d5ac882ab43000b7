import { describe, it, expect } from 'vitest';
import { parseTags, splitTags } from './tags';

describe('splitTags', () => {
  it('splits on whitespace, commas and semicolons and trims', () => {
    expect(splitTags(' казино, ставки;  скам\nспам\t;,')).toEqual(['казино', 'ставки', 'скам', 'спам']);
    expect(splitTags('  ')).toEqual([]);
  });
});

describe('parseTags', () => {
  it('adds new tags after the existing ones', () => {
    expect(parseTags('b, c', ['a'], 0)).toEqual(['a', 'b', 'c']);
  });

  it('skips duplicates, typed or already present', () => {
    expect(parseTags('a b b; c', ['a'], 0)).toEqual(['a', 'b', 'c']);
  });

  it('stops at max', () => {
    expect(parseTags('b c d', ['a'], 3)).toEqual(['a', 'b', 'c']);
    expect(parseTags('x', ['a', 'b'], 2)).toEqual(['a', 'b']);
  });

  it('treats max 0 as unlimited', () => {
    const many = Array.from({ length: 50 }, (_, index) => `t${index}`);
    expect(parseTags(many.join(' '), [], 0)).toHaveLength(50);
    expect(parseTags(many.join(' '), [])).toHaveLength(50);
  });

  it('leaves the existing list untouched', () => {
    const existing = ['a'];
    parseTags('b', existing, 0);
    expect(existing).toEqual(['a']);
  });
});
