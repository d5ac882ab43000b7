import clsx from 'clsx';

type Variant = 'desktop' | 'tablet' | 'mobile';

type Layout = {
  w: number;
  h: number;
  /** Left edge and baseline of the headline block, and the size of "50 000 ₽". */
  text: { x: number; y: number; size: number };
  coins: { x: number; y: number; r: number }[];
  stack: { x: number; y: number; r: number; count: number };
  flowers: { x: number; y: number; r: number }[];
  sparks: { x: number; y: number; s: number }[];
};

const LAYOUTS: Record<Variant, Layout> = {
  desktop: {
    w: 708,
    h: 300,
    text: { x: 40, y: 150, size: 76 },
    coins: [
      { x: 600, y: 70, r: 26 },
      { x: 660, y: 150, r: 18 },
      { x: 450, y: 250, r: 20 },
    ],
    stack: { x: 560, y: 250, r: 56, count: 6 },
    flowers: [
      { x: 500, y: 60, r: 20 },
      { x: 680, y: 250, r: 26 },
      { x: 400, y: 36, r: 12 },
    ],
    sparks: [
      { x: 640, y: 40, s: 10 },
      { x: 470, y: 150, s: 8 },
      { x: 380, y: 270, s: 6 },
    ],
  },
  tablet: {
    w: 640,
    h: 280,
    text: { x: 32, y: 140, size: 68 },
    coins: [
      { x: 560, y: 64, r: 22 },
      { x: 600, y: 150, r: 16 },
    ],
    stack: { x: 520, y: 235, r: 50, count: 5 },
    flowers: [
      { x: 450, y: 56, r: 18 },
      { x: 615, y: 240, r: 22 },
    ],
    sparks: [
      { x: 600, y: 36, s: 9 },
      { x: 420, y: 140, s: 7 },
    ],
  },
  mobile: {
    w: 360,
    h: 250,
    text: { x: 22, y: 112, size: 50 },
    coins: [
      { x: 322, y: 44, r: 18 },
      { x: 190, y: 218, r: 13 },
    ],
    stack: { x: 280, y: 215, r: 40, count: 4 },
    flowers: [
      { x: 250, y: 40, r: 14 },
      { x: 340, y: 150, r: 12 },
    ],
    sparks: [
      { x: 300, y: 110, s: 7 },
      { x: 220, y: 70, s: 5 },
    ],
  },
};

const VISIBILITY: Record<Variant, string> = {
  desktop: 'hidden lg:block',
  tablet: 'hidden min-[641px]:block lg:hidden',
  mobile: 'block min-[641px]:hidden',
};

/** Original spring-sale art: coins, blossoms and the prize, one composition per screen class. */
export function SpringSaleArt({ variant }: { variant: Variant }) {
  const l = LAYOUTS[variant];
  const id = (name: string) => `spring-sale-${variant}-${name}`;
  const { x, y, size } = l.text;
  return (
    <svg
      viewBox={`0 0 ${l.w} ${l.h}`}
      className={clsx('h-auto w-full', VISIBILITY[variant])}
      data-variant={variant}
      aria-hidden
      focusable="false"
    >
      <defs>
        <linearGradient id={id('bg')} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#120d33" />
          <stop offset="0.55" stopColor="#3b21b8" />
          <stop offset="1" stopColor="#7c5cff" />
        </linearGradient>
        <radialGradient id={id('glow')} cx="0.8" cy="0.85" r="0.6">
          <stop offset="0" stopColor="#3ddc97" stopOpacity="0.45" />
          <stop offset="1" stopColor="#3ddc97" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={id('coin')} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fff1a8" />
          <stop offset="0.5" stopColor="#ffc73a" />
          <stop offset="1" stopColor="#e08a12" />
        </linearGradient>
        <linearGradient id={id('prize')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#d9ccff" />
        </linearGradient>
        <pattern id={id('grid')} width="28" height="28" patternUnits="userSpaceOnUse">
          <path d="M28 0H0V28" fill="none" stroke="#ffffff" strokeOpacity="0.05" />
        </pattern>
      </defs>
      <rect width={l.w} height={l.h} fill={`url(#${id('bg')})`} />
      <rect width={l.w} height={l.h} fill={`url(#${id('grid')})`} />
      <rect width={l.w} height={l.h} fill={`url(#${id('glow')})`} />
      <circle
        cx={l.stack.x}
        cy={l.stack.y - l.stack.r}
        r={l.stack.r * 2.2}
        fill="none"
        stroke="#ffffff"
        strokeOpacity="0.08"
        strokeWidth="2"
      />
      <circle
        cx={l.stack.x}
        cy={l.stack.y - l.stack.r}
        r={l.stack.r * 1.5}
        fill="none"
        stroke="#ffffff"
        strokeOpacity="0.1"
        strokeWidth="2"
      />

      {l.flowers.map((f) => (
        <Blossom key={`${f.x}-${f.y}`} {...f} />
      ))}
      <CoinStack {...l.stack} fill={`url(#${id('coin')})`} />
      <g className="ui-float">
        {l.coins.map((c) => (
          <Coin key={`${c.x}-${c.y}`} {...c} fill={`url(#${id('coin')})`} />
        ))}
      </g>
      {l.sparks.map((s) => (
        <Spark key={`${s.x}-${s.y}`} {...s} />
      ))}

      <g>
        <rect x={x} y={y - size * 1.38} width={size * 3.75} height={size * 0.42} rx={size * 0.21} fill="#3ddc97" />
        <text
          x={x + size * 0.2}
          y={y - size * 1.08}
          fontSize={size * 0.22}
          fontWeight="800"
          fill="#0a0c13"
          letterSpacing="0.08em"
        >
          ВЕСЕННЯЯ РАСПРОДАЖА
        </text>
        <text x={x} y={y} fontSize={size} fontWeight="900" fill={`url(#${id('prize')})`} letterSpacing="-0.02em">
          50&#160;000&#160;₽
        </text>
        <text x={x} y={y + size * 0.5} fontSize={size * 0.27} fontWeight="600" fill="#e6e0ff">
          на баланс Steam
        </text>
        <text x={x} y={y + size * 0.9} fontSize={size * 0.22} fontWeight="500" fill="#b7a9ff">
          13–31 марта · 10 победителей
        </text>
      </g>
    </svg>
  );
}

function Coin({ x, y, r, fill }: { x: number; y: number; r: number; fill: string }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <circle r={r} fill="#b86a08" transform={`translate(0 ${r * 0.14})`} />
      <circle r={r} fill={fill} />
      <circle r={r * 0.76} fill="none" stroke="#fff6cc" strokeOpacity="0.7" strokeWidth={r * 0.08} />
      <text y={r * 0.37} textAnchor="middle" fontSize={r * 1.05} fontWeight="800" fill="#9a5306">
        ₽
      </text>
    </g>
  );
}

function CoinStack({ x, y, r, count, fill }: { x: number; y: number; r: number; count: number; fill: string }) {
  const thickness = r * 0.22;
  return (
    <g>
      {Array.from({ length: count }, (_, i) => {
        const cy = y - i * thickness;
        return (
          <g key={i}>
            <ellipse cx={x} cy={cy + thickness * 0.5} rx={r} ry={r * 0.34} fill="#a85d06" />
            <ellipse cx={x} cy={cy} rx={r} ry={r * 0.34} fill={fill} stroke="#fff0b3" strokeOpacity="0.5" />
          </g>
        );
      })}
    </g>
  );
}

function Blossom({ x, y, r }: { x: number; y: number; r: number }) {
  return (
    <g transform={`translate(${x} ${y})`} opacity="0.9">
      {[0, 72, 144, 216, 288].map((angle) => (
        <ellipse
          key={angle}
          cx="0"
          cy={-r * 0.55}
          rx={r * 0.38}
          ry={r * 0.55}
          fill="#ff9ccf"
          transform={`rotate(${angle})`}
        />
      ))}
      <circle r={r * 0.24} fill="#ffe27a" />
    </g>
  );
}

function Spark({ x, y, s }: { x: number; y: number; s: number }) {
  return (
    <path
      d={`M${x} ${y - s}Q${x} ${y} ${x + s} ${y}Q${x} ${y} ${x} ${y + s}Q${x} ${y} ${x - s} ${y}Q${x} ${y} ${x} ${y - s}Z`}
      fill="#ffffff"
      opacity="0.85"
    />
  );
}
