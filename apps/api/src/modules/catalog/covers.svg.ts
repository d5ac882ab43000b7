import { glyphMarkup, type CoverGlyph } from './covers.glyphs';

export const COVER_WIDTH = 1280;
export const COVER_HEIGHT = 800;

export interface CoverInput {
  /** Varies the decoration, so two covers of one colour still differ. */
  seed: string;
  title: string;
  subtitle: string;
  /** The small caps line over the title: what kind of goods this is. */
  eyebrow: string;
  accentColor: string;
  glyph: CoverGlyph;
  /** False where no font can render text (a bare server): the cover is drawn from shapes alone. */
  withText?: boolean;
}

const FONT = `font-family="Inter, 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif"`;
const MARGIN = 80;
const TEXT_WIDTH = COVER_WIDTH - MARGIN * 2;
const TITLE_SIZES = [112, 96, 84, 72, 62, 54];
// Average advance of a bold sans glyph in em; generous so that wide fonts still fit.
const EM_PER_CHAR = 0.68;

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** FNV-1a: a stable number from a string, for deterministic decoration. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

function parseHex(hex: string): [number, number, number] {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  const value = match ? Number.parseInt(match[1]!, 16) : 0x7c5cff;
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const toHex = (rgb: number[]) =>
  `#${rgb
    .map((c) =>
      Math.round(Math.max(0, Math.min(255, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** Mixes two colours: t = 0 gives `a`, t = 1 gives `b`. */
export function mixColors(a: string, b: string, t: number): string {
  const [x, y] = [parseHex(a), parseHex(b)];
  return toHex(x.map((c, i) => c + (y[i]! - c) * t));
}

/** The accent turned around the colour wheel (a cheap hue rotation in RGB), for a two-tone gradient. */
export function shiftHue(hex: string, degrees: number): string {
  const [r, g, b] = parseHex(hex);
  const angle = (degrees * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const m = [
    [0.213 + cos * 0.787 - sin * 0.213, 0.715 - cos * 0.715 - sin * 0.715, 0.072 - cos * 0.072 + sin * 0.928],
    [0.213 - cos * 0.213 + sin * 0.143, 0.715 + cos * 0.285 + sin * 0.14, 0.072 - cos * 0.072 - sin * 0.283],
    [0.213 - cos * 0.213 - sin * 0.787, 0.715 - cos * 0.715 + sin * 0.715, 0.072 + cos * 0.928 + sin * 0.072],
  ];
  return toHex(m.map((row) => row[0]! * r + row[1]! * g + row[2]! * b));
}

/** Greedy word wrap for a line `maxChars` long; a word longer than a line is cut with an ellipsis. */
export function wrapWords(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const raw of text.split(/\s+/).filter(Boolean)) {
    const word = raw.length > maxChars ? `${raw.slice(0, maxChars - 1)}…` : raw;
    if (line && `${line} ${word}`.length > maxChars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** The largest title size whose lines fit the cover in two lines, else three lines at the smallest size. */
export function fitTitle(title: string): { size: number; lines: string[] } {
  for (const size of TITLE_SIZES) {
    const lines = wrapWords(title, Math.floor(TEXT_WIDTH / (size * EM_PER_CHAR)));
    if (lines.length <= 2) return { size, lines };
  }
  const size = TITLE_SIZES.at(-1)!;
  const lines = wrapWords(title, Math.floor(TEXT_WIDTH / (size * EM_PER_CHAR)));
  if (lines.length <= 3) return { size, lines };
  return { size, lines: [...lines.slice(0, 2), `${lines[2]!.replace(/…$/, '')}…`] };
}

function decoration(seed: number, accent: string, second: string): string {
  const variant = seed % 3;
  const cx = 960 + (seed % 120);
  const cy = 200 + ((seed >> 3) % 140);
  const turn = (seed >> 5) % 90;
  const rings = [170, 250, 330, 410]
    .map(
      (r, i) =>
        `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#fff" stroke-opacity="${[0.11, 0.09, 0.07, 0.05][i]}" stroke-width="${i === 0 ? 3 : 2}"/>`,
    )
    .join('');
  const squares = `<g transform="translate(${cx + 40} ${cy + 300}) rotate(${turn})"><rect x="-150" y="-150" width="300" height="300" rx="48" fill="${second}" fill-opacity=".28"/><rect x="-96" y="-96" width="192" height="192" rx="32" fill="none" stroke="#fff" stroke-opacity=".18" stroke-width="3"/></g>`;
  const triangles = `<g transform="translate(${cx} ${cy + 120}) rotate(${turn - 45})"><path d="M0-220 190 110H-190Z" fill="${accent}" fill-opacity=".3"/><path d="M0-130 112 64H-112Z" fill="none" stroke="#fff" stroke-opacity=".2" stroke-width="3"/></g>`;
  const stripes = Array.from(
    { length: 6 },
    (_, i) =>
      `<rect x="${700 + i * 70}" y="-200" width="26" height="1400" fill="#fff" fill-opacity="${i % 2 ? 0.055 : 0.035}" transform="rotate(28 ${700 + i * 70} 400)"/>`,
  ).join('');
  const dots = Array.from(
    { length: 30 },
    (_, i) =>
      `<circle cx="${820 + (i % 6) * 36}" cy="${560 + Math.floor(i / 6) * 36}" r="4" fill="#fff" fill-opacity=".16"/>`,
  ).join('');
  return [rings, variant === 0 ? squares : variant === 1 ? triangles : stripes + squares, dots].join('');
}

function textBlock(input: CoverInput, accent: string): string {
  const { size, lines } = fitTitle(input.title);
  const subtitleBaseline = COVER_HEIGHT - 86;
  const lastBaseline = input.subtitle ? subtitleBaseline - 68 : COVER_HEIGHT - 96;
  const lineHeight = Math.round(size * 1.08);
  const firstBaseline = lastBaseline - (lines.length - 1) * lineHeight;
  const title = lines
    .map((line, i) => {
      const y = firstBaseline + i * lineHeight;
      const text = escapeXml(line);
      return `<text x="${MARGIN + 3}" y="${y + 4}" fill="#000" fill-opacity=".35">${text}</text><text x="${MARGIN}" y="${y}" fill="#fff">${text}</text>`;
    })
    .join('');
  const eyebrowY = firstBaseline - size - 10;
  return [
    `<rect x="${MARGIN}" y="${eyebrowY - 24}" width="8" height="30" rx="4" fill="${accent}"/>`,
    `<text x="${MARGIN + 22}" y="${eyebrowY}" ${FONT} font-size="28" font-weight="700" letter-spacing="4" fill="#fff" fill-opacity=".78">${escapeXml(input.eyebrow.toUpperCase())}</text>`,
    `<g ${FONT} font-size="${size}" font-weight="800" letter-spacing="-1">${title}</g>`,
    input.subtitle
      ? `<text x="${MARGIN}" y="${subtitleBaseline}" ${FONT} font-size="36" font-weight="500" fill="#fff" fill-opacity=".72">${escapeXml(wrapWords(input.subtitle, 52)[0] ?? '')}</text>`
      : '',
  ].join('');
}

/** A cover: two-tone gradient from the accent, geometric decoration, a glyph tile, and the title set large. */
export function renderCoverSvg(input: CoverInput): string {
  const seed = hashString(input.seed);
  const accent = mixColors(input.accentColor, '#ffffff', 0.08);
  const second = shiftHue(input.accentColor, 38 + (seed % 40));
  const withText = input.withText ?? true;
  const tile = withText ? { x: MARGIN, y: MARGIN, size: 168 } : { x: 480, y: 240, size: 320 };
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}">`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mixColors(accent, '#0a0c13', 0.3)}"/><stop offset=".55" stop-color="${mixColors(second, '#0a0c13', 0.68)}"/><stop offset="1" stop-color="#0a0c13"/></linearGradient>`,
    `<radialGradient id="glow" cx=".82" cy=".18" r=".62"><stop offset="0" stop-color="${second}" stop-opacity=".7"/><stop offset="1" stop-color="${second}" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="tile" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${accent}"/><stop offset="1" stop-color="${mixColors(second, '#000000', 0.2)}"/></linearGradient>`,
    '<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset=".35" stop-color="#05060a" stop-opacity="0"/><stop offset="1" stop-color="#05060a" stop-opacity=".7"/></linearGradient>',
    '</defs>',
    `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#bg)"/>`,
    `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#glow)"/>`,
    decoration(seed, accent, second),
    withText ? `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#shade)"/>` : '',
    `<rect x="${tile.x}" y="${tile.y}" width="${tile.size}" height="${tile.size}" rx="${tile.size * 0.26}" fill="url(#tile)"/>`,
    `<rect x="${tile.x + 1.5}" y="${tile.y + 1.5}" width="${tile.size - 3}" height="${tile.size - 3}" rx="${tile.size * 0.26}" fill="none" stroke="#fff" stroke-opacity=".3" stroke-width="3"/>`,
    glyphMarkup(input.glyph, tile.x + tile.size * 0.14, tile.y + tile.size * 0.14, tile.size * 0.72),
    withText ? textBlock(input, accent) : '',
    '</svg>',
  ].join('');
}
