// A bare API process for the crash test: it is killed with SIGKILL in the middle of crediting a payment.
import { buildApp, createServices } from '../../app';
import { loadConfig } from '../../config';
import { createDatabase } from '../../db/client';

const config = loadConfig();
const database = await createDatabase({ url: config.DATABASE_URL, poolSize: 2 });
const app = await buildApp({ config, database, services: createServices({ database, config }), logger: false });
process.stdout.write(`listening ${await app.listen({ host: '127.0.0.1', port: 0 })}\n`);
