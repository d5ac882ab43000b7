import { UserRole } from '@lootmarket/domain';
import { webhookEndpoints } from '@lootmarket/domain/endpoints/webhooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireRole } from '../../platform/http/private-scope';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import type { WebhookActor } from './webhooks.ports';
import type { WebhooksService } from './webhooks.service';

const tags = ['webhooks'];
const security = [{ bearerAuth: [] }];

function actorOf(request: FastifyRequest): WebhookActor {
  return {
    userId: request.user!.id,
    apiTokenId: request.user!.apiToken?.id ?? null,
    request: { ip: request.ip, userAgent: request.headers['user-agent'] ?? null, requestId: String(request.id) },
  };
}

/** A seller's webhook endpoints, by the browser session or a token with `webhooks:manage`. */
export async function webhooksRoutes(app: FastifyInstance, { webhooks }: { webhooks: WebhooksService }) {
  const seller = { preHandler: requireRole(UserRole.Admin, UserRole.Seller) };
  const userId = (request: FastifyRequest): number => request.user!.id;

  registerEndpoint(
    app,
    webhookEndpoints.create,
    {
      ...seller,
      schema: { tags, summary: 'Add a webhook endpoint; its whsec_ secret is in this answer only', security },
    },
    (request) => webhooks.create(actorOf(request), request.body),
  );
  registerEndpoint(
    app,
    webhookEndpoints.list,
    { ...seller, schema: { tags, summary: 'My webhook endpoints, newest first, without their secrets', security } },
    (request) => webhooks.list(userId(request)),
  );
  registerEndpoint(
    app,
    webhookEndpoints.update,
    { ...seller, schema: { tags, summary: "Change an endpoint's address, events or stock-low threshold", security } },
    (request) => webhooks.update(actorOf(request), request.params.id, request.body),
  );
  registerEndpoint(
    app,
    webhookEndpoints.remove,
    { ...seller, schema: { tags, summary: 'Delete a webhook endpoint with its delivery log', security } },
    (request) => webhooks.remove(actorOf(request), request.params.id),
  );
  registerEndpoint(
    app,
    webhookEndpoints.rotate,
    {
      ...seller,
      schema: { tags, summary: 'A new signing secret; the previous one also signs for 24 hours', security },
    },
    (request) => webhooks.rotate(actorOf(request), request.params.id),
  );
  registerEndpoint(
    app,
    webhookEndpoints.test,
    { ...seller, schema: { tags, summary: 'Send a webhook.test event now and answer its delivery', security } },
    (request) => webhooks.test(userId(request), request.params.id),
  );
  registerEndpoint(
    app,
    webhookEndpoints.deliveries,
    { ...seller, schema: { tags, summary: 'The latest 50 deliveries with every try (kept 30 days)', security } },
    (request) => webhooks.deliveries(userId(request), request.params.id),
  );
  registerEndpoint(
    app,
    webhookEndpoints.replay,
    { ...seller, schema: { tags, summary: 'Send one logged event again, with its webhook-id', security } },
    (request) => webhooks.replay(userId(request), request.params.id, request.params.deliveryId),
  );
  registerEndpoint(
    app,
    webhookEndpoints.replayRange,
    { ...seller, schema: { tags, summary: 'Send again every event of a time range (at most 1000)', security } },
    (request) => webhooks.replayRange(userId(request), request.params.id, request.body),
  );
}
