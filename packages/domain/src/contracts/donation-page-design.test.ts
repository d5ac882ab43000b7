import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DONATION_PAGE_DESIGN,
  DONATION_PAGE_ABOUT_TOO_LONG_MESSAGE,
  DONATION_PAGE_ACCENT_MESSAGE,
  DONATION_PAGE_ACCENTS,
  DONATION_PAGE_CONTROL_CHARS_MESSAGE,
  DONATION_PAGE_HEADLINE_TOO_LONG_MESSAGE,
  donationPageDesignSchema,
} from './donation-page-design';

/** WCAG 2 contrast ratio of white text on `hex`. */
function contrastWithWhite(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.039_28 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (luminance + 0.05);
}

const firstMessage = (input: unknown) => donationPageDesignSchema.safeParse(input).error?.issues[0]?.message;

describe('donate page design contract', () => {
  it('offers eight named colours of the palette', () => {
    expect(Object.keys(DONATION_PAGE_ACCENTS)).toHaveLength(8);
    for (const { hex, label } of Object.values(DONATION_PAGE_ACCENTS)) {
      expect(hex).toMatch(/^#[0-9a-f]{6}$/);
      expect(label).toMatch(/^[А-ЯЁ][а-яё]+$/);
    }
  });

  it('fills buttons in a shade that white text reads on (WCAG AA)', () => {
    for (const { fill } of Object.values(DONATION_PAGE_ACCENTS)) {
      expect(contrastWithWhite(fill)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('trims texts, unifies line breaks and fills missing texts with empty ones', () => {
    expect(
      donationPageDesignSchema.parse({
        accent: 'pink',
        background: 'grid',
        headline: '  Привет  ',
        about: 'раз\r\nдва\r',
      }),
    ).toEqual({
      accent: 'pink',
      background: 'grid',
      headline: 'Привет',
      about: 'раз\nдва',
    });
    expect(donationPageDesignSchema.parse({ accent: 'violet', background: 'glow' })).toEqual(
      DEFAULT_DONATION_PAGE_DESIGN,
    );
  });

  it('counts the limits after trimming', () => {
    expect(
      donationPageDesignSchema.safeParse({ ...DEFAULT_DONATION_PAGE_DESIGN, headline: ` ${'я'.repeat(120)} ` }).success,
    ).toBe(true);
    expect(firstMessage({ ...DEFAULT_DONATION_PAGE_DESIGN, headline: 'я'.repeat(121) })).toBe(
      DONATION_PAGE_HEADLINE_TOO_LONG_MESSAGE,
    );
    expect(firstMessage({ ...DEFAULT_DONATION_PAGE_DESIGN, about: 'я'.repeat(301) })).toBe(
      DONATION_PAGE_ABOUT_TOO_LONG_MESSAGE,
    );
  });

  it('refuses colours off the palette, line breaks in the headline and control characters', () => {
    expect(firstMessage({ ...DEFAULT_DONATION_PAGE_DESIGN, accent: '#000000' })).toBe(DONATION_PAGE_ACCENT_MESSAGE);
    expect(firstMessage({ ...DEFAULT_DONATION_PAGE_DESIGN, headline: 'раз\nдва' })).toBe(
      DONATION_PAGE_CONTROL_CHARS_MESSAGE,
    );
    expect(firstMessage({ ...DEFAULT_DONATION_PAGE_DESIGN, about: 'табуляция\tвнутри' })).toBe(
      DONATION_PAGE_CONTROL_CHARS_MESSAGE,
    );
  });
});
