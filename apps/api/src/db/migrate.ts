import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { createDatabase, type Database, type DatabaseOptions } from './client';
import { migratedClusterImage } from './pglite-image';

/** Found through the workspace package, so the path holds from the sources and from the server bundle alike. */
export const MIGRATIONS_FOLDER = join(
  dirname(createRequire(import.meta.url).resolve('@lootmarket/api/package.json')),
  'drizzle',
);

/** An arbitrary constant: every process that migrates takes the same advisory lock. */
const MIGRATION_LOCK_ID = 7_400_301;

/** Applies the committed SQL migrations; several processes starting at once migrate one after another. */
export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, config);
    return;
  }
  const db = database.db as unknown as NodePgDatabase;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
    await migratePg(tx as unknown as NodePgDatabase, config);
  });
}

/**
 * Opens the database and brings it up to date. An in-memory PGlite database starts from an image of a
 * cluster that already has every migration (about 0.6 s of migrating saved at each start); the first one
 * migrates from scratch and leaves that image behind.
 */
export async function openMigratedDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url !== 'memory://') {
    const database = await createDatabase(options);
    await migrateDatabase(database);
    return database;
  }
  const migrated = migratedClusterImage(MIGRATIONS_FOLDER);
  const image = await migrated.load();
  const database = await createDatabase({ ...options, image });
  // With the image there is nothing to apply; the check stays, so a stale image could only cost time.
  await migrateDatabase(database);
  if (!image && database.dump) await migrated.save(await database.dump());
  return database;
}
