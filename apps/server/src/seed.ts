import type { Services } from '@lootmarket/api';
import type { Db } from '@lootmarket/api/db/client';
import { createDemoSeed } from '@lootmarket/api/demo/demo-seed';

/** Interface texts always; demo catalog and accounts only into empty tables, so real data is never touched. */
export async function seedDatabase(
  db: Db,
  services: Services,
  { demo }: { demo: boolean },
): Promise<{ seededDemo: boolean }> {
  const seed = createDemoSeed({ db, services });
  await services.translations.seedDefaults();
  if (demo && (await services.users.isEmpty())) await seed.users();
  const seededDemo = demo && (await services.catalog.isEmpty());
  if (seededDemo) await seed.catalog();
  // Demo auto-delivery offers get as many encrypted keys as they have stock (only while none are stored).
  if (seededDemo) await seed.offerKeys();
  // The demo shops' reviews, and the tiers they earn with their deals and age.
  if (seededDemo) await seed.reviews();
  await services.content.seedDefaults();
  if (demo) await seed.streamers();
  if (demo) await seed.donations();
  if (demo) await seed.sellerShop();
  if (demo) await seed.shopSales();
  if (demo) await seed.wallets();
  if (demo) await seed.consoleQueues();
  // The index is derived data: rebuilt after seeding, and built once for a catalog that has none yet.
  if (seededDemo || (await services.search.isIndexEmpty())) await services.search.reindex();
  return { seededDemo };
}
