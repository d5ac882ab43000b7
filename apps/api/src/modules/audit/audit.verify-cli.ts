// `npm run audit:verify`: walks every chain of the audit log of the configured database; exit code 1 when one is broken.
// With embedded PGlite, stop the server first: PGlite allows one process per data directory.
import { loadConfig } from '../../config';
import { createDatabase } from '../../db/client';
import { createAuditService } from './audit.service';

async function main(): Promise<number> {
  const config = loadConfig();
  const database = await createDatabase({ url: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR });
  try {
    const started = performance.now();
    const result = await createAuditService({ db: database.db }).verify();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(`${JSON.stringify(result)}\n`);
    process.stdout.write(
      result.intact ? `audit log intact: ${result.total} rows in ${seconds} s\n` : `audit log BROKEN\n`,
    );
    return result.intact ? 0 : 1;
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
