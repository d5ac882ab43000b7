import { createServices } from '@lootmarket/api';
import { loadConfig } from '@lootmarket/api/config';
import { createDatabase } from '@lootmarket/api/db/client';
import { migrateDatabase } from '@lootmarket/api/db/migrate';
import { seedDatabase } from './seed';

const USAGE = 'usage: cli.ts migrate | seed';

async function run(command: string | undefined): Promise<void> {
  if (command !== 'migrate' && command !== 'seed') throw new Error(USAGE);
  const config = loadConfig();
  const database = await createDatabase({ url: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR });
  try {
    await migrateDatabase(database);
    console.log(`migrations applied (${database.kind})`);
    if (command === 'seed') {
      const { seededDemo } = await seedDatabase(database.db, createServices({ database, config }), { demo: true });
      console.log(seededDemo ? 'demo data seeded' : 'database already has data; demo data left out');
    }
  } finally {
    await database.close();
  }
}

run(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
