import { z } from 'zod';
import {
  createWebhookRequestSchema,
  replayedWebhooksSchema,
  replayWebhookRangeSchema,
  updateWebhookRequestSchema,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
  webhookWithSecretSchema,
} from '../contracts/webhooks';
import { defineEndpoint, PRIVATE_API } from './define';

const one = z.object({ id: z.uuid() });
const oneDelivery = z.object({ id: z.uuid(), deliveryId: z.coerce.number().int().positive() });

/** A seller's webhook endpoints, by browser session or by a token with `webhooks:manage`. */
export const webhookEndpoints = {
  create: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/webhooks`,
    body: createWebhookRequestSchema,
    response: webhookWithSecretSchema,
    status: 201,
  }),
  list: defineEndpoint({ method: 'GET', path: `${PRIVATE_API}/webhooks`, response: webhookEndpointListSchema }),
  update: defineEndpoint({
    method: 'PATCH',
    path: `${PRIVATE_API}/webhooks/:id`,
    params: one,
    body: updateWebhookRequestSchema,
    response: webhookEndpointSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${PRIVATE_API}/webhooks/:id`,
    params: one,
    response: webhookEndpointSchema,
  }),
  rotate: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/webhooks/:id/rotate`,
    params: one,
    response: webhookWithSecretSchema,
  }),
  test: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/webhooks/:id/test`,
    params: one,
    response: webhookDeliverySchema,
  }),
  deliveries: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/webhooks/:id/deliveries`,
    params: one,
    response: webhookDeliveryListSchema,
  }),
  replay: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/webhooks/:id/deliveries/:deliveryId/replay`,
    params: oneDelivery,
    response: webhookDeliverySchema,
  }),
  replayRange: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/webhooks/:id/replay`,
    params: one,
    body: replayWebhookRangeSchema,
    response: replayedWebhooksSchema,
  }),
};
