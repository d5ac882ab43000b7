// A jobs process for webhooks-crash.int.test.ts: delivers webhooks until the test kills it with SIGKILL.
import { createDatabase } from '../../db/client';
import { webhookDeliveryWorker } from './webhooks.test-support';

const database = await createDatabase({ url: process.env.DATABASE_URL! });
await webhookDeliveryWorker(database.db, Number(process.env.LEASE_SECONDS)).start();
