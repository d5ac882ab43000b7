import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

/**
 * The private namespace refuses anonymous calls before any handler runs. Until sign-in exists no
 * request carries an accepted token, so every private path answers 401 with the one error shape.
 */
export async function privateScope(app: FastifyInstance) {
  app.addHook('onRequest', async () => {
    throw new AppError('UNAUTHORIZED');
  });
  app.all('/*', { schema: { hide: true } }, async () => {
    throw new AppError('UNAUTHORIZED');
  });
}
