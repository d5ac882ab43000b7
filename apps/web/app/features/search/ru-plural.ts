/** Russian plural form for a count: one (1, 21), few (2–4, 22–24), many (0, 5–20, 25…). */
export function ruPlural(count: number, forms: readonly [one: string, few: string, many: string]): string {
  const tens = Math.abs(count) % 100;
  const units = tens % 10;
  if (tens >= 11 && tens <= 14) return forms[2];
  if (units === 1) return forms[0];
  if (units >= 2 && units <= 4) return forms[1];
  return forms[2];
}
