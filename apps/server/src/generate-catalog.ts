// `npm run catalog:generate -- --offers 100000 [--offers-per-product 20]`: grows the catalog at
// DATABASE_URL (PGlite in ./data by default) for benchmarks. Safe to run again: existing batches are kept.
import { parseArgs } from 'node:util';
import { createServices } from '@lootmarket/api';
import { loadConfig } from '@lootmarket/api/config';
import { createDatabase } from '@lootmarket/api/db/client';
import { migrateDatabase } from '@lootmarket/api/db/migrate';
import { createCatalogGenerator } from '@lootmarket/api/demo/catalog-generator';
import { seedDatabase } from './seed';

const USAGE = 'usage: npm run catalog:generate -- --offers <count> [--offers-per-product <count>]';

function positive(value: string | undefined, name: string, fallback?: number): number {
  if (value === undefined && fallback !== undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`--${name} must be a positive whole number\n${USAGE}`);
  return parsed;
}

async function run(): Promise<void> {
  const { values } = parseArgs({ options: { offers: { type: 'string' }, 'offers-per-product': { type: 'string' } } });
  const offers = positive(values.offers, 'offers');
  const offersPerProduct = positive(values['offers-per-product'], 'offers-per-product', 20);
  const config = loadConfig();
  const database = await createDatabase({ url: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR });
  const startedAt = performance.now();
  try {
    await migrateDatabase(database);
    const services = createServices({ database, config });
    // The generated products are copies of the demo ones, so an empty database gets the demo catalog first.
    await seedDatabase(database.db, services, { demo: true });
    const result = await createCatalogGenerator({ db: database.db, services }).generateBenchmarkCatalog({
      offers,
      offersPerProduct,
      onBatch: ({ batch, batches, skipped }) =>
        process.stdout.write(`batch ${batch}/${batches}${skipped ? ' (already there)' : ''}\n`),
    });
    if (result.productsAdded > 0 || (await services.search.isIndexEmpty())) {
      process.stdout.write('rebuilding the search index…\n');
      await services.search.reindex();
    }
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
    process.stdout.write(
      `added ${result.productsAdded} products and ${result.offersAdded} offers (${result.batchesSkipped} batches already there) ` +
        `on ${database.kind}; the catalog now has ${result.totalProducts} products and ${result.totalOffers} offers; ${seconds} s\n`,
    );
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
