import { z } from 'zod';
import {
  apiTokenListSchema,
  apiTokenSchema,
  createApiTokenRequestSchema,
  createdApiTokenSchema,
} from '../contracts/api-tokens';
import { defineEndpoint, PRIVATE_API } from './define';

/** The owner's personal API tokens; managed with a browser session only, never by a token. */
export const apiTokenEndpoints = {
  create: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/api-tokens`,
    body: createApiTokenRequestSchema,
    response: createdApiTokenSchema,
    status: 201,
  }),
  list: defineEndpoint({ method: 'GET', path: `${PRIVATE_API}/api-tokens`, response: apiTokenListSchema }),
  revoke: defineEndpoint({
    method: 'DELETE',
    path: `${PRIVATE_API}/api-tokens/:id`,
    params: z.object({ id: z.uuid() }),
    response: apiTokenSchema,
  }),
};
