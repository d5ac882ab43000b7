/**
 * The built-in alert pictures, drawn by this code as SVG, so the product owns them outright. Some move
 * (SVG animation, which the overlay's <img> plays without script).
 */
interface ImagePreset {
  id: string;
  title: string;
  /** The shape, drawn in a 200×200 box around its centre, filled with `url(#fill)`. */
  shape: string;
  colors: readonly [string, string];
  motion: 'pulse' | 'spin' | 'float' | null;
}

const SHAPES = {
  gem: '<polygon points="100,30 160,80 100,175 40,80"/><polyline points="40,80 160,80" fill="none" stroke="#fff" stroke-width="4"/>',
  star: '<polygon points="100,25 121,75 175,78 133,112 147,165 100,136 53,165 67,112 25,78 79,75"/>',
  heart: '<path d="M100 170 C30 120 25 75 55 55 C75 42 95 52 100 70 C105 52 125 42 145 55 C175 75 170 120 100 170 Z"/>',
  coin: '<circle cx="100" cy="100" r="70"/><circle cx="100" cy="100" r="54" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="6"/><polygon points="100,65 109,90 135,90 114,105 122,130 100,115 78,130 86,105 65,90 91,90" fill="#fff" fill-opacity=".85"/>',
  crown:
    '<polygon points="35,150 30,65 70,100 100,45 130,100 170,65 165,150"/><rect x="35" y="150" width="130" height="18" rx="6"/>',
  bolt: '<polygon points="115,20 50,110 95,110 80,180 150,85 105,85"/>',
  gift: '<rect x="40" y="85" width="120" height="85" rx="8"/><rect x="32" y="62" width="136" height="30" rx="8"/><rect x="92" y="62" width="16" height="108" fill="#fff" fill-opacity=".8"/><path d="M100 62 C80 30 50 40 70 62 M100 62 C120 30 150 40 130 62" fill="none" stroke="#fff" stroke-width="8"/>',
  trophy:
    '<path d="M60 35 H140 V85 C140 115 120 130 100 130 C80 130 60 115 60 85 Z"/><path d="M60 50 H35 C35 85 50 95 62 95 M140 50 H165 C165 85 150 95 138 95" fill="none" stroke="url(#fill)" stroke-width="10"/><rect x="90" y="128" width="20" height="24"/><rect x="62" y="150" width="76" height="18" rx="5"/>',
  flame:
    '<path d="M100 20 C120 60 160 80 150 130 C143 165 118 180 100 180 C70 180 48 160 50 125 C52 100 70 90 72 65 C85 80 88 95 90 100 C95 75 92 45 100 20 Z"/>',
  sparkle: '<path d="M100 20 L115 85 L180 100 L115 115 L100 180 L85 115 L20 100 L85 85 Z"/>',
  shield:
    '<path d="M100 25 L160 50 V100 C160 140 130 165 100 178 C70 165 40 140 40 100 V50 Z"/><polyline points="72,100 93,122 130,80" fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>',
  medal:
    '<polygon points="70,20 95,20 110,75 85,75" /><polygon points="130,20 105,20 90,75 115,75"/><circle cx="100" cy="125" r="50"/><circle cx="100" cy="125" r="34" fill="none" stroke="#fff" stroke-opacity=".8" stroke-width="6"/>',
} as const;

const PRESETS: ImagePreset[] = [
  { id: 'gem', title: 'Кристалл', shape: SHAPES.gem, colors: ['#3ddc97', '#3ba7ff'], motion: null },
  { id: 'star', title: 'Звезда', shape: SHAPES.star, colors: ['#ffd166', '#ff8a3d'], motion: 'spin' },
  { id: 'heart', title: 'Сердце', shape: SHAPES.heart, colors: ['#ff6b9a', '#e0245e'], motion: 'pulse' },
  { id: 'coin', title: 'Монета', shape: SHAPES.coin, colors: ['#ffe08a', '#e0a100'], motion: null },
  { id: 'crown', title: 'Корона', shape: SHAPES.crown, colors: ['#ffd166', '#f59e0b'], motion: 'float' },
  { id: 'bolt', title: 'Молния', shape: SHAPES.bolt, colors: ['#fef08a', '#facc15'], motion: 'pulse' },
  { id: 'gift', title: 'Подарок', shape: SHAPES.gift, colors: ['#a78bfa', '#7c3aed'], motion: 'float' },
  { id: 'trophy', title: 'Кубок', shape: SHAPES.trophy, colors: ['#fcd34d', '#d97706'], motion: null },
  { id: 'flame', title: 'Огонь', shape: SHAPES.flame, colors: ['#fdba74', '#ef4444'], motion: 'pulse' },
  { id: 'sparkle', title: 'Искра', shape: SHAPES.sparkle, colors: ['#c4b5fd', '#8b5cf6'], motion: 'spin' },
  { id: 'shield', title: 'Щит', shape: SHAPES.shield, colors: ['#67e8f9', '#0ea5e9'], motion: null },
  { id: 'medal', title: 'Медаль', shape: SHAPES.medal, colors: ['#fda4af', '#f43f5e'], motion: 'float' },
];

const MOTIONS = {
  pulse:
    '<animateTransform attributeName="transform" type="scale" values="1;1.08;1" dur="1.2s" repeatCount="indefinite"/>',
  spin: '<animateTransform attributeName="transform" type="rotate" values="0;360" dur="6s" repeatCount="indefinite"/>',
  float:
    '<animateTransform attributeName="transform" type="translate" values="0 0;0 -8;0 0" dur="2s" repeatCount="indefinite"/>',
} as const;

export interface LibraryImage {
  id: string;
  title: string;
  animated: boolean;
  data: Buffer;
}

function draw({ shape, colors: [from, to], motion }: ImagePreset): string {
  // The shape is moved to the origin so scaling and turning happen around its centre.
  const moving = motion ? MOTIONS[motion] : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 200 200">
<defs><radialGradient id="glow" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="${to}" stop-opacity=".55"/><stop offset="1" stop-color="${to}" stop-opacity="0"/></radialGradient>
<linearGradient id="fill" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<circle cx="100" cy="100" r="98" fill="url(#glow)"/>
<g transform="translate(100 100)"><g>${moving}<g transform="translate(-100 -100)" fill="url(#fill)" stroke="#fff" stroke-opacity=".9" stroke-width="3" stroke-linejoin="round">${shape}</g></g></g>
</svg>`;
}

let drawn: LibraryImage[] | null = null;

/** Every built-in picture, drawn once on first use. */
export function libraryImages(): LibraryImage[] {
  drawn ??= PRESETS.map((preset) => ({
    id: preset.id,
    title: preset.title,
    animated: preset.motion !== null,
    data: Buffer.from(draw(preset)),
  }));
  return drawn;
}
