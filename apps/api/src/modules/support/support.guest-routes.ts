import multipart from '@fastify/multipart';
import { guestSupportEndpoints } from '@lootmarket/domain/endpoints/support';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import type { SupportService } from './support.service';
import { PICTURE_LIMITS, uploadedPicture } from './support.upload';
import { SUPPORT_IMAGE_ROUTE } from './support.view';

const tags = ['support'];

/**
 * A guest buyer's tickets about their order, with the order's token as on the order page (no cookie is read,
 * so no other site can write in a visitor's name), and the pictures of every ticket by their random ids.
 */
export async function supportGuestRoutes(app: FastifyInstance, { support }: { support: SupportService }) {
  await app.register(multipart, { limits: PICTURE_LIMITS });
  const guest = (query: { id: string; token: string }) => ({ orderId: query.id, token: query.token });
  registerEndpoint(
    app,
    guestSupportEndpoints.list,
    { schema: { tags, summary: "My order's tickets (guest, by the order's token)" } },
    (request) => support.listOfGuest(request.query.id, request.query.token),
  );
  registerEndpoint(
    app,
    guestSupportEndpoints.open,
    {
      schema: { tags, summary: 'Open a ticket about my order (guest)' },
      config: { rateLimit: { max: 20, timeWindow: 60 * 60_000 } },
    },
    (request) => support.openAsGuest(request.body.id, request.body.token, request.body),
  );
  registerEndpoint(
    app,
    guestSupportEndpoints.get,
    { schema: { tags, summary: 'One ticket of my order (guest)' } },
    (request) => support.view(request.query.ticket, guest(request.query)),
  );
  registerEndpoint(
    app,
    guestSupportEndpoints.send,
    { schema: { tags, summary: 'Write in a ticket of my order (guest)' } },
    (request) => support.send(request.body.ticket, guest(request.body), request.body.text),
  );
  registerEndpoint(
    app,
    guestSupportEndpoints.sendImage,
    {
      schema: { tags, summary: 'Send a picture in a ticket of my order (guest)' },
      config: { rateLimit: { max: 30, timeWindow: 60 * 60_000 } },
    },
    async (request) => {
      await support.assertOwns(request.query.ticket, guest(request.query));
      return support.sendImage(request.query.ticket, guest(request.query), await uploadedPicture(request));
    },
  );
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      `${SUPPORT_IMAGE_ROUTE}:id`,
      { schema: { tags, summary: 'One picture of a support ticket (WebP)', params: z.object({ id: z.uuid() }) } },
      async (request, reply) => {
        const data = await support.imageFile(request.params.id);
        if (!data) throw new AppError('NOT_FOUND');
        return reply.type('image/webp').header('cache-control', 'private, max-age=86400, immutable').send(data);
      },
    );
}
