import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Db } from '../../db/client';
import { createJobsWorker } from '../../platform/jobs/jobs.worker';
import { createDevMailbox } from '../../platform/mail/dev-mailbox';
import { createWebhookDelivery } from './webhooks.delivery';
import { webhookPolicy } from './webhooks.transport';

export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver on 127.0.0.1 that keeps what it gets and answers the status the test sets. */
export async function startReceiver(): Promise<{
  url: string;
  received: ReceivedWebhook[];
  answer: { status: number; body: string };
  close(): Promise<void>;
}> {
  const received: ReceivedWebhook[] = [];
  const answer = { status: 200, body: 'ok' };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answer,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A jobs worker that runs only webhook deliveries to 127.0.0.1, as the crash test's processes do. */
export function webhookDeliveryWorker(db: Db, leaseSeconds: number) {
  const delivery = createWebhookDelivery({
    db,
    audit: { record: async () => {} },
    mailer: createDevMailbox(db),
    contactEmail: async () => null,
    policy: webhookPolicy({ APP_ENV: 'development' }),
    siteUrl: 'http://127.0.0.1',
    now: Date.now,
  });
  return createJobsWorker({ db, handlers: delivery.jobHandlers, logger: console, leaseSeconds, pollMs: 200 });
}
