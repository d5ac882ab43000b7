/**
 * What demo sellers ask for top-ups priced per unit credited (decision 027), in kopecks: 2–12 % over face
 * value in roubles, and over the rouble's worth of a tenge (about 0,155 ₽) or a dollar (about 80 ₽). The
 * top-up by the rate is priced per lot of 100 roubles credited. Offers spread within these ranges, not the
 * usual 85–125 % of a typical price, which would sell a rouble for less than a rouble.
 */
const RANGES: ReadonlyMap<string, readonly [min: number, max: number]> = new Map([
  ['steam-popolnenie-rossiya', [102, 112]],
  ['steam-popolnenie-kazahstan', [16, 17]],
  ['steam-popolnenie-sng', [8_200, 8_950]],
  ['steam-popolnenie-belarus', [8_200, 8_950]],
  ['steam-popolnenie-po-kursu', [10_300, 10_900]],
]);

/** The range a demo product's offers are priced in, when it has one of its own. */
export function demoPriceRange(slug: string): readonly [number, number] | undefined {
  return RANGES.get(slug);
}

/** The typical price of a top-up priced per unit: the middle of its range. */
export function demoTopUpPrice(slug: string): number {
  const range = RANGES.get(slug);
  if (!range) throw new Error(`no demo top-up price for ${slug}`);
  return Math.round((range[0] + range[1]) / 2);
}
