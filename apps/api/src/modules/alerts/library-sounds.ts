/**
 * The built-in alert sounds, synthesized by this code (additive tones with a bell-like decay), so the
 * product owns them outright: no recordings, no third-party licence. 22.05 kHz mono 16-bit WAV.
 */
const RATE = 22_050;

/** One note: frequency (Hz), start and length (ms), loudness 0–1. */
type Note = readonly [hz: number, startMs: number, lengthMs: number, gain?: number];

interface SoundPreset {
  id: string;
  title: string;
  notes: Note[];
  /** Overtones as [multiple, relative loudness]: a bell has strong inharmonic ones, a chime soft ones. */
  timbre: readonly (readonly [number, number])[];
}

const BELL = [
  [1, 1],
  [2.76, 0.35],
  [5.4, 0.12],
] as const;
const CHIME = [
  [1, 1],
  [2, 0.3],
  [3, 0.1],
] as const;
const PURE = [[1, 1]] as const;

const C5 = 523.25;
const E5 = 659.25;
const G5 = 783.99;
const C6 = 1046.5;
const A4 = 440;
const D5 = 587.33;
const F5 = 698.46;
const B5 = 987.77;

const PRESETS: SoundPreset[] = [
  { id: 'chime', title: 'Колокольчик', timbre: BELL, notes: [[C6, 0, 900]] },
  {
    id: 'coin',
    title: 'Монетка',
    timbre: PURE,
    notes: [
      [B5, 0, 90],
      [E5 * 2, 90, 500],
    ],
  },
  {
    id: 'arpeggio',
    title: 'Арпеджио',
    timbre: CHIME,
    notes: [
      [C5, 0, 500],
      [E5, 120, 500],
      [G5, 240, 500],
      [C6, 360, 800],
    ],
  },
  {
    id: 'fanfare',
    title: 'Фанфары',
    timbre: CHIME,
    notes: [
      [G5, 0, 160],
      [G5, 180, 160],
      [G5, 360, 160],
      [C6, 540, 900],
    ],
  },
  {
    id: 'crystal',
    title: 'Кристалл',
    timbre: BELL,
    notes: [
      [E5 * 2, 0, 700, 0.7],
      [B5 * 2, 80, 900, 0.5],
    ],
  },
  {
    id: 'bubbles',
    title: 'Пузырьки',
    timbre: PURE,
    notes: [
      [A4, 0, 120],
      [D5, 100, 120],
      [G5, 200, 120],
      [C6, 300, 200],
    ],
  },
  {
    id: 'level-up',
    title: 'Новый уровень',
    timbre: CHIME,
    notes: [
      [C5, 0, 150],
      [D5, 150, 150],
      [E5, 300, 150],
      [G5, 450, 150],
      [C6, 600, 700],
    ],
  },
  {
    id: 'gong',
    title: 'Гонг',
    timbre: BELL,
    notes: [
      [110, 0, 2_000],
      [220, 0, 1_600, 0.4],
    ],
  },
  {
    id: 'soft-bell',
    title: 'Мягкий звон',
    timbre: CHIME,
    notes: [
      [G5, 0, 1_200, 0.6],
      [D5, 0, 1_200, 0.4],
    ],
  },
  {
    id: 'double-beep',
    title: 'Двойной сигнал',
    timbre: PURE,
    notes: [
      [F5 * 2, 0, 120],
      [F5 * 2, 200, 120],
    ],
  },
  {
    id: 'victory',
    title: 'Победа',
    timbre: CHIME,
    notes: [
      [C5, 0, 200],
      [E5, 0, 200],
      [G5, 250, 200],
      [C6, 500, 900],
      [E5 * 2, 500, 900, 0.5],
    ],
  },
  {
    id: 'magic',
    title: 'Волшебство',
    timbre: BELL,
    notes: [
      [C6, 0, 400, 0.5],
      [E5 * 2, 60, 400, 0.5],
      [G5 * 2, 120, 400, 0.5],
      [C6 * 2, 180, 900, 0.5],
    ],
  },
];

export interface LibrarySound {
  id: string;
  title: string;
  durationMs: number;
  data: Buffer;
}

function render({ notes, timbre }: SoundPreset): { samples: Float32Array; durationMs: number } {
  const durationMs = Math.max(...notes.map(([, start, length]) => start + length)) + 50;
  const samples = new Float32Array(Math.ceil((durationMs / 1000) * RATE));
  for (const [hz, startMs, lengthMs, gain = 1] of notes) {
    const from = Math.floor((startMs / 1000) * RATE);
    const count = Math.floor((lengthMs / 1000) * RATE);
    for (let index = 0; index < count && from + index < samples.length; index += 1) {
      const time = index / RATE;
      // A 5 ms attack (no click), then an exponential decay to silence by the note's end.
      const envelope = Math.min(1, time / 0.005) * Math.exp((-5 * index) / count);
      let value = 0;
      for (const [multiple, loudness] of timbre) value += loudness * Math.sin(2 * Math.PI * hz * multiple * time);
      samples[from + index]! += gain * envelope * value;
    }
  }
  return { samples, durationMs };
}

function wav(samples: Float32Array): Buffer {
  const peak = Math.max(1e-6, ...samples.map(Math.abs));
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((sample, index) => data.writeInt16LE(Math.round((sample / peak) * 0.8 * 32_767), index * 2));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

let rendered: LibrarySound[] | null = null;

/** Every built-in sound, rendered once on first use (about half a megabyte). */
export function librarySounds(): LibrarySound[] {
  rendered ??= PRESETS.map((preset) => {
    const { samples, durationMs } = render(preset);
    return { id: preset.id, title: preset.title, durationMs, data: wav(samples) };
  });
  return rendered;
}
