import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { profileFrontendSchema } from './users.contracts';
import type { UsersService } from './users.service';

/** Private: mounted inside the private scope, so `request.user` is always set. */
export async function usersPrivateRoutes(app: FastifyInstance, { users }: { users: UsersService }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/profile/frontend',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in user with the flags the interface needs',
        security: [{ bearerAuth: [] }],
        response: { 200: profileFrontendSchema },
      },
    },
    (request) => users.getProfile(request.user!.id),
  );
}
