import type { Services } from '@lootmarket/api';

/** Interface texts always; demo catalog and accounts only into empty tables, so real data is never touched. */
export async function seedDatabase(services: Services, { demo }: { demo: boolean }): Promise<{ seededDemo: boolean }> {
  await services.translations.seedDefaults();
  if (demo && (await services.users.isEmpty())) await services.users.seedDemo();
  if (!demo || !(await services.catalog.isEmpty())) return { seededDemo: false };
  await services.catalog.seedDemo();
  return { seededDemo: true };
}
