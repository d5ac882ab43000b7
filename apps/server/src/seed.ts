import type { Services } from '@lootmarket/api';

/** Interface texts always; demo catalog and accounts only into empty tables, so real data is never touched. */
export async function seedDatabase(services: Services, { demo }: { demo: boolean }): Promise<{ seededDemo: boolean }> {
  await services.translations.seedDefaults();
  if (demo && (await services.users.isEmpty())) await services.users.seedDemo();
  const seededDemo = demo && (await services.catalog.isEmpty());
  if (seededDemo) await services.catalog.seedDemo();
  // Demo auto-delivery offers get as many encrypted keys as they have stock (only while none are stored).
  if (seededDemo) await services.offerKeys.seedDemoKeys();
  await services.content.seedDefaults();
  if (demo) await services.users.seedDemoStreamers();
  if (demo) await services.donations.seedDemo();
  // The index is derived data: rebuilt after seeding, and built once for a catalog that has none yet.
  if (seededDemo || (await services.search.isIndexEmpty())) await services.search.reindex();
  return { seededDemo };
}
