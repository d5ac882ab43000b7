import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COVER_GLYPHS } from './covers.glyphs';
import { slugFromCoverFile } from './covers.service';
import { listingCover, productCover } from './covers.subjects';
import { escapeXml, fitTitle, mixColors, renderCoverSvg, shiftHue, wrapWords } from './covers.svg';

const base = {
  seed: 'steam',
  title: 'Steam',
  subtitle: 'Пополнение баланса',
  eyebrow: 'Игра',
  accentColor: '#1e88e5',
  glyph: 'gamepad' as const,
};

describe('cover SVG', () => {
  it('is the same for the same input and differs between slugs', () => {
    expect(renderCoverSvg(base)).toBe(renderCoverSvg(base));
    expect(renderCoverSvg({ ...base, seed: 'steam/igry' })).not.toBe(renderCoverSvg(base));
  });

  it('sets the title, the subtitle and the eyebrow in capitals', () => {
    const svg = renderCoverSvg(base);
    expect(svg).toContain('>Steam</text>');
    expect(svg).toContain('>Пополнение баланса</text>');
    expect(svg).toContain('>ИГРА</text>');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1280" height="800"/);
  });

  it('escapes markup in titles so a title can never break or script the SVG', () => {
    const svg = renderCoverSvg({ ...base, title: '<script>alert("x")</script> & Co' });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&#60;script&#62;');
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&#38;b&#60;c&#62;&#34;d&#39;');
  });

  it('draws shapes only, without any text, when no font can render it', () => {
    const svg = renderCoverSvg({ ...base, withText: false });
    expect(svg).not.toContain('<text');
    expect(svg).toContain('<path');
  });

  it('draws every glyph', () => {
    for (const glyph of COVER_GLYPHS) expect(renderCoverSvg({ ...base, glyph })).toContain('scale(');
  });

  it('keeps any title within three lines of the cover width', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (title) => {
        const { size, lines } = fitTitle(title);
        expect(lines.length).toBeLessThanOrEqual(3);
        for (const line of lines) expect(line.length * size * 0.68).toBeLessThanOrEqual(1120 + size);
      }),
    );
  });

  it('wraps words greedily and cuts a word longer than a line', () => {
    expect(wrapWords('86 алмазов Mobile Legends', 12)).toEqual(['86 алмазов', 'Mobile', 'Legends']);
    expect(wrapWords('Supercalifragilistic', 8)).toEqual(['Superca…']);
  });

  it('mixes and turns colours', () => {
    expect(mixColors('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(shiftHue('#ff0000', 0)).toBe('#ff0000');
    expect(shiftHue('#7c5cff', 120)).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe('cover subjects', () => {
  it('gives a child category its game colour and names the game', () => {
    const cover = listingCover({
      slug: 'steam/popolnenie-balansa',
      title: 'Пополнение баланса',
      subtitle: '',
      accentColor: '#7c5cff',
      parent: { title: 'Steam', accentColor: '#1e88e5' },
    });
    expect(cover).toMatchObject({ accentColor: '#1e88e5', subtitle: 'Steam', glyph: 'wallet', eyebrow: 'Пополнение' });
    expect(
      listingCover({ slug: 'valorant', title: 'Valorant', subtitle: 'VP', accentColor: '#ff4655', parent: null }).glyph,
    ).toBe('gamepad');
  });

  it('draws a product with its type glyph and leaves out a game name the title already has', () => {
    const cover = productCover({
      slug: 'ml-86',
      title: '86 алмазов Mobile Legends',
      productType: 'game_points_key',
      listing: { title: 'Алмазы', accentColor: '#7c5cff' },
      parent: { title: 'Mobile Legends', accentColor: '#3b82f6' },
    });
    expect(cover).toMatchObject({ glyph: 'gem', subtitle: '', accentColor: '#3b82f6', eyebrow: 'Игровая валюта' });
  });
});

describe('cover file names', () => {
  it('map back to slugs, child slugs through a double dash', () => {
    expect(slugFromCoverFile('steam.svg')).toBe('steam');
    expect(slugFromCoverFile('steam--popolnenie-balansa.svg')).toBe('steam/popolnenie-balansa');
    for (const bad of ['steam.png', '../x.svg', 'Steam.svg', 'a---b.svg', '.svg', 'a/b.svg'])
      expect(slugFromCoverFile(bad)).toBeNull();
  });
});
