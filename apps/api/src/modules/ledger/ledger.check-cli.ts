// `npm run ledger:check`: reports drift in the books of the configured database; exit code 1 on drift.
// With embedded PGlite, stop the server first: PGlite allows one process per data directory.
import { loadConfig } from '../../config';
import { createDatabase } from '../../db/client';
import { runLedgerCheck } from './ledger.check';

async function main(): Promise<number> {
  const config = loadConfig();
  const database = await createDatabase({ url: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR });
  try {
    return await runLedgerCheck(database.db);
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
