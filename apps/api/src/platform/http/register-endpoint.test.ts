import { defineEndpoint } from '@lootmarket/domain/endpoints/define';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerEndpoint } from './register-endpoint';

const rename = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/items/:id',
  params: z.object({ id: z.coerce.number().int().positive() }),
  query: z.object({ dry: z.enum(['0', '1']).default('0') }),
  body: z.object({ name: z.string().min(1) }),
  response: z.object({ id: z.number(), name: z.string(), dry: z.boolean() }),
});
const create = defineEndpoint({
  method: 'POST',
  path: '/api/v1/items',
  body: z.object({ name: z.string() }),
  response: z.object({ id: z.number() }),
  status: 201,
});

async function appWith(register: (scope: Parameters<typeof registerEndpoint>[0]) => void) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(async (scope) => register(scope), { prefix: '/api/v1' });
  await app.ready();
  return app;
}

describe('registerEndpoint', () => {
  it('registers the endpoint under its scope with its schemas, typed after validation', async () => {
    const app = await appWith((scope) =>
      registerEndpoint(scope, rename, { schema: { summary: 'Renames an item' } }, (request) => ({
        id: request.params.id,
        name: request.body.name,
        dry: request.query.dry === '1',
      })),
    );
    const answer = await app.inject({ method: 'PUT', url: '/api/v1/items/7?dry=1', payload: { name: 'Ключ' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ id: 7, name: 'Ключ', dry: true });
    expect((await app.inject({ method: 'PUT', url: '/api/v1/items/x', payload: { name: 'Ключ' } })).statusCode).toBe(
      400,
    );
    expect((await app.inject({ method: 'PUT', url: '/api/v1/items/7', payload: { name: '' } })).statusCode).toBe(400);
    await app.close();
  });

  it('answers with the endpoint’s success status', async () => {
    const app = await appWith((scope) => registerEndpoint(scope, create, {}, () => ({ id: 1 })));
    const answer = await app.inject({ method: 'POST', url: '/api/v1/items', payload: { name: 'a' } });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({ id: 1 });
    await app.close();
  });

  it('refuses at start-up an endpoint outside the scope’s prefix', async () => {
    const app = Fastify();
    await expect(
      app
        .register(async (scope) => registerEndpoint(scope, create, {}, () => ({ id: 1 })), { prefix: '/api/v2' })
        .ready(),
    ).rejects.toThrow(/cannot be registered under the prefix \/api\/v2/);
  });
});
