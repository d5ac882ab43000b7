import { z } from 'zod';

/**
 * Accent colours a streamer can give their donate page, each readable on the dark UI. `hex` colours the
 * page (glows, rings, bars); `fill` is the same hue dark enough for white button text (WCAG AA, 4.5:1).
 */
export const DONATION_PAGE_ACCENTS = {
  violet: { label: 'Фиолетовый', hex: '#7c5cff', fill: '#6a4cf0' },
  blue: { label: 'Синий', hex: '#3b82f6', fill: '#2563eb' },
  cyan: { label: 'Бирюзовый', hex: '#0891b2', fill: '#0e7490' },
  green: { label: 'Зелёный', hex: '#16a34a', fill: '#15803d' },
  amber: { label: 'Янтарный', hex: '#d97706', fill: '#b45309' },
  orange: { label: 'Оранжевый', hex: '#ea580c', fill: '#c2410c' },
  red: { label: 'Красный', hex: '#e11d48', fill: '#be123c' },
  pink: { label: 'Розовый', hex: '#db2777', fill: '#be185d' },
} as const;
export type DonationPageAccent = keyof typeof DONATION_PAGE_ACCENTS;
export const DONATION_PAGE_ACCENT_KEYS = Object.keys(DONATION_PAGE_ACCENTS) as [
  DonationPageAccent,
  ...DonationPageAccent[],
];

/** Background presets of the donate page's banner. */
export const DONATION_PAGE_BACKGROUNDS = {
  glow: 'Сияние',
  gradient: 'Градиент',
  grid: 'Сетка',
  plain: 'Без фона',
} as const;
export type DonationPageBackground = keyof typeof DONATION_PAGE_BACKGROUNDS;
export const DONATION_PAGE_BACKGROUND_KEYS = Object.keys(DONATION_PAGE_BACKGROUNDS) as [
  DonationPageBackground,
  ...DonationPageBackground[],
];

export const DONATION_PAGE_HEADLINE_MAX_LENGTH = 120;
export const DONATION_PAGE_ABOUT_MAX_LENGTH = 300;

export const DONATION_PAGE_HEADLINE_TOO_LONG_MESSAGE = `Заголовок — не длиннее ${DONATION_PAGE_HEADLINE_MAX_LENGTH} символов`;
export const DONATION_PAGE_ABOUT_TOO_LONG_MESSAGE = `Описание — не длиннее ${DONATION_PAGE_ABOUT_MAX_LENGTH} символов`;
export const DONATION_PAGE_ACCENT_MESSAGE = 'Выберите цвет из палитры';
export const DONATION_PAGE_BACKGROUND_MESSAGE = 'Выберите фон из списка';
export const DONATION_PAGE_CONTROL_CHARS_MESSAGE = 'Текст содержит недопустимые символы';

/** Control characters other than the line break of the about text never reach the page. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0009\u000b-\u001f\u007f]/;

const pageText = (max: number, tooLong: string, multiline: boolean) =>
  z
    .string()
    .transform((text) => text.replace(/\r\n?/g, '\n').trim())
    .pipe(
      z
        .string()
        .max(max, { error: tooLong })
        .refine((text) => !CONTROL_CHARS.test(text) && (multiline || !text.includes('\n')), {
          error: DONATION_PAGE_CONTROL_CHARS_MESSAGE,
        }),
    );

/** `PUT donations/cabinet/page-design`: plain texts, shown as text, never as markup. */
export const donationPageDesignSchema = z.object({
  accent: z.enum(DONATION_PAGE_ACCENT_KEYS, { error: DONATION_PAGE_ACCENT_MESSAGE }),
  background: z.enum(DONATION_PAGE_BACKGROUND_KEYS, { error: DONATION_PAGE_BACKGROUND_MESSAGE }),
  headline: pageText(DONATION_PAGE_HEADLINE_MAX_LENGTH, DONATION_PAGE_HEADLINE_TOO_LONG_MESSAGE, false).default(''),
  about: pageText(DONATION_PAGE_ABOUT_MAX_LENGTH, DONATION_PAGE_ABOUT_TOO_LONG_MESSAGE, true).default(''),
});
export type DonationPageDesign = z.output<typeof donationPageDesignSchema>;

/** What a streamer who never saved a design gets. */
export const DEFAULT_DONATION_PAGE_DESIGN: DonationPageDesign = {
  accent: 'violet',
  background: 'glow',
  headline: '',
  about: '',
};

export const donationPageDesignViewSchema = z.object({
  accent: z.enum(DONATION_PAGE_ACCENT_KEYS),
  background: z.enum(DONATION_PAGE_BACKGROUND_KEYS),
  headline: z.string(),
  about: z.string(),
  /** Null until the streamer saves a design. */
  updatedAt: z.iso.datetime().nullable(),
});
export type DonationPageDesignView = z.infer<typeof donationPageDesignViewSchema>;
