import type { ReactNode } from 'react';

// SVG presentation attributes cannot read CSS variables, so the theme tokens are repeated here.
const C = {
  bg: '#0a0c13',
  s2: '#1a1f2e',
  s3: '#232a3d',
  border: '#2a3146',
  text: '#eef0f7',
  muted: '#8f97ad',
  subtle: '#5d6580',
  primary: '#7c5cff',
  primaryLight: '#a48cff',
  accent: '#3ddc97',
  gold: '#ffb020',
  goldDark: '#d98e12',
  danger: '#ff4d6a',
  info: '#3ba7ff',
};

type IllustrationProps = { className?: string };

function Scene({ className, children }: IllustrationProps & { children: ReactNode }) {
  return (
    <svg viewBox="0 0 240 160" aria-hidden="true" className={className} fontFamily="inherit">
      <ellipse cx="120" cy="146" rx="72" ry="6" fill={C.bg} opacity="0.55" />
      {children}
    </svg>
  );
}

function Twinkle({ x, y, r, color }: { x: number; y: number; r: number; color: string }) {
  return (
    <path
      d={`M${x} ${y - r}Q${x} ${y} ${x + r} ${y}Q${x} ${y} ${x} ${y + r}Q${x} ${y} ${x - r} ${y}Q${x} ${y} ${x} ${y - r}Z`}
      fill={color}
    />
  );
}

export function LostGamepad({ className }: IllustrationProps) {
  return (
    <Scene className={className}>
      <path
        d="M116 78C116 52 150 56 150 36S130 18 140 10"
        stroke={C.subtle}
        strokeWidth="3"
        strokeLinecap="round"
        strokeDasharray="1 7"
        fill="none"
      />
      <rect x="134" y="2" width="12" height="9" rx="2" fill={C.muted} transform="rotate(24 140 6)" />
      <g transform="rotate(-8 120 110)">
        <path
          d="M70 70q-22 0-28 30l-6 30q-3 16 10 18q10 1 18-12l10-16h92l10 16q8 13 18 12q13-2 10-18l-6-30q-6-30-28-30z"
          fill={C.s3}
          stroke={C.border}
          strokeWidth="2"
        />
        <rect x="75" y="83" width="10" height="26" rx="2.5" fill={C.subtle} />
        <rect x="67" y="91" width="26" height="10" rx="2.5" fill={C.subtle} />
        <circle cx="160" cy="84" r="5.5" fill={C.accent} />
        <circle cx="171" cy="95" r="5.5" fill={C.danger} />
        <circle cx="160" cy="106" r="5.5" fill={C.info} />
        <circle cx="149" cy="95" r="5.5" fill={C.gold} />
        <rect x="110" y="82" width="20" height="5" rx="2.5" fill={C.primary} />
        <circle cx="102" cy="108" r="8" fill={C.s2} stroke={C.border} strokeWidth="2" />
        <circle cx="138" cy="108" r="8" fill={C.s2} stroke={C.border} strokeWidth="2" />
      </g>
      <text x="182" y="56" fontSize="32" fontWeight="800" fill={C.primary}>
        ?
      </text>
      <text x="48" y="62" fontSize="20" fontWeight="800" fill={C.accent} opacity="0.8">
        ?
      </text>
      <Twinkle x={200} y={100} r={5} color={C.primaryLight} />
    </Scene>
  );
}

const GHOST = [
  '.....####.....',
  '...########...',
  '..##########..',
  '.##oo####oo##.',
  '.#oopp##oopp#.',
  '##oopp##oopp##',
  '###oo####oo###',
  '##############',
  '##############',
  '##############',
  '##.###..###.##',
  '#...##..##...#',
];
const GHOST_FILL: Record<string, string> = { '#': C.primary, o: C.text, p: C.bg };

export function PixelGhost({ className }: IllustrationProps) {
  return (
    <Scene className={className}>
      <g transform="translate(64 24)">
        {GHOST.flatMap((row, y) =>
          [...row].map((cell, x) =>
            cell === '.' ? null : (
              <rect key={`${x}-${y}`} x={x * 8} y={y * 8} width="8.4" height="8.4" fill={GHOST_FILL[cell]} />
            ),
          ),
        )}
      </g>
      <rect x="40" y="38" width="7" height="7" fill={C.accent} />
      <rect x="196" y="54" width="7" height="7" fill={C.gold} />
      <rect x="188" y="112" width="5" height="5" fill={C.info} />
      <rect x="46" y="110" width="5" height="5" fill={C.primaryLight} opacity="0.6" />
      <Twinkle x={188} y={30} r={6} color={C.primaryLight} />
    </Scene>
  );
}

export function BrokenChest({ className }: IllustrationProps) {
  return (
    <Scene className={className}>
      <g transform="rotate(-24 82 70)">
        <path d="M70 74v-10q0-18 18-18h64q18 0 18 18v10z" fill={C.s3} stroke={C.border} strokeWidth="2" />
        <rect x="92" y="47" width="10" height="27" fill={C.gold} />
        <rect x="138" y="47" width="10" height="27" fill={C.gold} />
      </g>
      <circle cx="100" cy="72" r="5" fill={C.muted} opacity="0.35" />
      <circle cx="113" cy="64" r="3.5" fill={C.muted} opacity="0.3" />
      <circle cx="128" cy="70" r="4" fill={C.muted} opacity="0.3" />
      <rect x="68" y="84" width="104" height="56" rx="6" fill={C.s3} stroke={C.border} strokeWidth="2" />
      <rect x="70" y="85" width="100" height="9" rx="2" fill={C.bg} />
      <rect x="92" y="94" width="10" height="45" fill={C.gold} />
      <rect x="138" y="94" width="10" height="45" fill={C.gold} />
      <path d="M158 94l-6 12 8 9-7 12 5 12" stroke={C.bg} strokeWidth="3" strokeLinejoin="round" fill="none" />
      <g transform="rotate(28 186 128)">
        <path d="M180 122v-6a6 6 0 0 1 12 0" stroke={C.goldDark} strokeWidth="3" fill="none" />
        <rect x="177" y="121" width="18" height="14" rx="3" fill={C.gold} />
        <circle cx="186" cy="127" r="2" fill={C.bg} />
      </g>
      <g transform="translate(150 50)" opacity="0.8">
        <ellipse cx="-5" cy="0" rx="6" ry="4" fill={C.muted} transform="rotate(-25)" />
        <ellipse cx="5" cy="0" rx="6" ry="4" fill={C.muted} transform="rotate(25)" />
        <rect x="-1" y="-4" width="2" height="9" rx="1" fill={C.subtle} />
      </g>
    </Scene>
  );
}

export function RespawnTimer({ className }: IllustrationProps) {
  const circumference = 2 * Math.PI * 46;
  return (
    <Scene className={className}>
      <circle cx="104" cy="80" r="46" fill={C.s2} stroke={C.s3} strokeWidth="10" />
      <circle
        cx="104"
        cy="80"
        r="46"
        fill="none"
        stroke={C.accent}
        strokeWidth="10"
        strokeLinecap="round"
        strokeDasharray={`${circumference * 0.7} ${circumference}`}
        transform="rotate(-90 104 80)"
      />
      <text x="104" y="62" textAnchor="middle" fontSize="8" fontWeight="700" letterSpacing="2" fill={C.muted}>
        RESPAWN
      </text>
      <text x="104" y="101" textAnchor="middle" fontSize="40" fontWeight="800" fill={C.text}>
        3
      </text>
      <path d="M162 140v-36a18 18 0 0 1 36 0v36z" fill={C.s3} stroke={C.border} strokeWidth="2" />
      <rect x="178" y="102" width="4" height="22" rx="1" fill={C.subtle} />
      <rect x="171" y="108" width="18" height="4" rx="1" fill={C.subtle} />
      <path
        d="M158 140l3-8 3 8M196 140l3-7 3 7M40 140l3-6 3 6"
        stroke={C.accent}
        strokeWidth="2"
        strokeLinejoin="round"
        fill="none"
      />
      <Twinkle x={44} y={36} r={6} color={C.primaryLight} />
      <Twinkle x={208} y={64} r={4} color={C.accent} />
    </Scene>
  );
}

const CONFETTI: [number, number, number, string][] = [
  [52, 40, 20, C.primary],
  [70, 92, -30, C.accent],
  [178, 34, 40, C.danger],
  [196, 88, -15, C.info],
  [160, 18, 70, C.accent],
  [36, 74, 55, C.gold],
];

export function Trophy({ className }: IllustrationProps) {
  return (
    <Scene className={className}>
      {CONFETTI.map(([x, y, angle, color]) => (
        <rect
          key={`${x}-${y}`}
          x={x}
          y={y}
          width="8"
          height="4"
          rx="1"
          fill={color}
          transform={`rotate(${angle} ${x + 4} ${y + 2})`}
        />
      ))}
      <path
        d="M90 44H78q-4 26 22 30M150 44h12q4 26-22 30"
        stroke={C.goldDark}
        strokeWidth="6"
        strokeLinecap="round"
        fill="none"
      />
      <path d="M88 36h64v14q0 42-32 46q-32-4-32-46z" fill={C.gold} />
      <rect x="84" y="31" width="72" height="9" rx="4.5" fill="#ffc552" />
      <path
        d="M98 48q0 26 12 38"
        stroke="#fff"
        strokeOpacity="0.45"
        strokeWidth="4"
        strokeLinecap="round"
        fill="none"
      />
      <polygon
        points="120,50 122.5,56.6 129.5,56.9 124,61.3 125.9,68.1 120,64.2 114.1,68.1 116,61.3 110.5,56.9 117.5,56.6"
        fill="#fff3d6"
      />
      <path d="M114 112h12l-2-16h-8z" fill={C.goldDark} />
      <rect x="100" y="110" width="40" height="12" rx="3" fill={C.goldDark} />
      <rect x="88" y="122" width="64" height="18" rx="4" fill={C.s3} stroke={C.border} strokeWidth="2" />
      <rect x="106" y="128" width="28" height="6" rx="2" fill={C.gold} opacity="0.6" />
      <Twinkle x={176} y={60} r={6} color="#fff3d6" />
    </Scene>
  );
}
