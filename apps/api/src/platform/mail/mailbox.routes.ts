import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { addHeaders } from '../http/security-headers';
import { listDevMails } from './dev-mailbox';
import { renderMailboxPage } from './mailbox.page';

const mailboxSchema = z.object({
  items: z.array(z.object({ to: z.string(), subject: z.string(), text: z.string(), createdAt: z.string() })),
});

/** The development mailbox: never registered in production. */
export async function mailboxRoutes(
  app: FastifyInstance,
  { db, documentHeaders }: { db: Db; documentHeaders: Record<string, string> },
) {
  addHeaders(app, documentHeaders);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/sandbox/mailbox.json',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'Mails of the development mailbox, newest first',
        response: { 200: mailboxSchema },
      },
    },
    async () => ({
      items: (await listDevMails(db)).map((mail) => ({ ...mail, createdAt: mail.createdAt.toISOString() })),
    }),
  );
  app.get('/sandbox/mailbox', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
    reply.type('text/html; charset=utf-8');
    return renderMailboxPage(await listDevMails(db));
  });
}
