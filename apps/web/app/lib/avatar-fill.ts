/** WCAG AA for normal text, with a little room for rounding in the browser. */
const MIN_CONTRAST_WITH_WHITE = 4.6;

function luminance([r, g, b]: number[]): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
}

/** Contrast ratio of white text on an `#rrggbb` colour. */
export function contrastWithWhite(hex: string): number {
  const rgb = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return 1.05 / (luminance(rgb) + 0.05);
}

/**
 * The avatar colour darkened just enough for its white letters to read (WCAG AA): stored colours stay as
 * they are, and a dark one is shown unchanged. Anything but `#rrggbb` is returned as given.
 */
export function avatarFill(hex: string): string {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) return hex;
  let rgb = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  while (1.05 / (luminance(rgb) + 0.05) < MIN_CONTRAST_WITH_WHITE) rgb = rgb.map((value) => Math.floor(value * 0.92));
  return `#${rgb.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}
