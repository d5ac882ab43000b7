/**
 * Icon-like glyphs drawn from plain geometry on a 120×120 grid, white on the accent tile. Our own shapes,
 * so covers never borrow a game's artwork or a brand's logo.
 */
export const COVER_GLYPHS = [
  'gem',
  'coin',
  'gamepad',
  'card',
  'wallet',
  'calendar',
  'puzzle',
  'swap',
  'phone',
  'shield',
  'key',
  'gift',
] as const;
export type CoverGlyph = (typeof COVER_GLYPHS)[number];

const stroke = (width = 7) =>
  `fill="none" stroke="#fff" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;
const S = stroke();
const F = 'fill="#fff"';

const GLYPHS: Record<CoverGlyph, string> = {
  gem: `<path d="M28 46 44 24h32l16 22-32 52Z" ${S}/><path d="M28 46h64M44 24l16 22 16-22M60 46v52" ${stroke(5)} opacity=".75"/>`,
  coin: `<circle cx="60" cy="60" r="38" ${S}/><circle cx="60" cy="60" r="25" ${stroke(5)} opacity=".7"/><path d="m60 44 5 11 12 1-9 8 3 12-11-6-11 6 3-12-9-8 12-1Z" ${F}/>`,
  gamepad: `<path d="M38 38h44c14 0 22 10 24 26l2 14c2 12-10 18-18 10l-10-10H40L30 88c-8 8-20 2-18-10l2-14c2-16 10-26 24-26Z" ${S}/><path d="M38 52v16M30 60h16" ${stroke(6)}/><circle cx="80" cy="54" r="5" ${F}/><circle cx="90" cy="64" r="5" ${F}/>`,
  card: `<rect x="18" y="32" width="84" height="58" rx="10" ${S}/><path d="M18 50h84" ${S}/><rect x="28" y="64" width="20" height="14" rx="3" ${F}/><path d="M62 72h28" ${stroke(5)} opacity=".75"/>`,
  wallet: `<path d="M22 40c0-8 6-12 14-12h50v14" ${S}/><rect x="22" y="40" width="78" height="54" rx="10" ${S}/><path d="M100 58H80a9 9 0 0 0 0 18h20" ${S}/><circle cx="82" cy="67" r="4" ${F}/>`,
  calendar: `<rect x="20" y="28" width="80" height="70" rx="12" ${S}/><path d="M20 48h80M42 18v18M78 18v18" ${S}/><path d="m60 56 4 9 10 1-8 7 3 10-9-5-9 5 3-10-8-7 10-1Z" ${F}/>`,
  puzzle: `<path d="M26 40h20a10 10 0 1 1 20 0h20v20a10 10 0 1 1 0 20v20H26V80a10 10 0 1 0 0-20Z" ${S}/>`,
  swap: `<path d="M26 44h62M74 30l14 14-14 14M94 78H32M46 64 32 78l14 14" ${S}/>`,
  phone: `<rect x="36" y="16" width="48" height="88" rx="10" ${S}/><path d="M52 28h16" ${stroke(5)}/><path d="m64 44-14 20h12l-6 20 16-24H60Z" ${F}/>`,
  shield: `<path d="M60 16 96 30v26c0 24-16 40-36 48-20-8-36-24-36-48V30Z" ${S}/><circle cx="60" cy="52" r="10" ${F}/><path d="M42 80c4-10 10-14 18-14s14 4 18 14" ${stroke(6)}/>`,
  key: `<circle cx="40" cy="60" r="20" ${S}/><circle cx="40" cy="60" r="6" ${F}/><path d="M60 60h42M88 60v16M100 60v12" ${S}/>`,
  gift: `<rect x="20" y="46" width="80" height="22" rx="6" ${S}/><path d="M28 68v28h64V68M60 46v50" ${S}/><path d="M60 46c-6-16-28-20-28-8 0 6 10 8 28 8Zm0 0c6-16 28-20 28-8 0 6-10 8-28 8Z" ${stroke(6)}/>`,
};

/** The glyph's SVG markup, drawn at (x, y) and scaled from the 120-unit grid to `size`. */
export function glyphMarkup(glyph: CoverGlyph, x: number, y: number, size: number): string {
  const r = (n: number) => Math.round(n * 100) / 100;
  return `<g transform="translate(${r(x)} ${r(y)}) scale(${r(size / 120)})">${GLYPHS[glyph]}</g>`;
}
