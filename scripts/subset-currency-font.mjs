// Makes apps/web/app/fonts/inter-currency-wght-normal.woff2: the ₽ and ₸ glyphs of Inter (variable weight),
// cut from its Latin Extended file. Prices would otherwise make every page download that whole 85 KB file
// for two characters. Run after upgrading @fontsource-variable/inter: `node scripts/subset-currency-font.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

const CURRENCY_SIGNS = '₸₽';
const require = createRequire(import.meta.url);
const source = require.resolve('@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2');
const target = new URL('../apps/web/app/fonts/inter-currency-wght-normal.woff2', import.meta.url);

const subset = await subsetFont(readFileSync(source), CURRENCY_SIGNS, { targetFormat: 'woff2' });
writeFileSync(target, subset);
console.log(`${target.pathname}: ${subset.length} bytes`);
