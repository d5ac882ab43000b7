import type { Services } from '@lootmarket/api';

/** Interface texts always; the demo catalog only into an empty database, so real data is never touched. */
export async function seedDatabase(services: Services, { demo }: { demo: boolean }): Promise<{ seededDemo: boolean }> {
  await services.translations.seedDefaults();
  if (!demo || !(await services.catalog.isEmpty())) return { seededDemo: false };
  await services.catalog.seedDemo();
  return { seededDemo: true };
}
