import { ideaAdminEndpoints } from '@lootmarket/domain/endpoints/admin';
import { profileEndpoints } from '@lootmarket/domain/endpoints/profile';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthUser } from '../../platform/http/auth-user';
import { ACCESS_COOKIE, bearerToken } from '../../platform/http/private-scope';
import { staffOnly } from '../../platform/http/staff-permission';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import type { IdeasService } from './ideas.service';

const tags = ['ideas'];
const HOUR = 60 * 60_000;

export interface IdeasPublicRoutesOptions {
  ideas: IdeasService;
  verifyAccessToken(token: string): Promise<AuthUser | null>;
}

/** `POST profile/idea`: public, so a visitor may send one too; a session names the author. */
export async function ideasPublicRoutes(app: FastifyInstance, { ideas, verifyAccessToken }: IdeasPublicRoutesOptions) {
  const signedInUser = async (request: FastifyRequest): Promise<number | null> => {
    const token = bearerToken(request) ?? request.cookies[ACCESS_COOKIE];
    return token ? ((await verifyAccessToken(token))?.id ?? null) : null;
  };
  registerEndpoint(
    app,
    profileEndpoints.submitIdea,
    {
      config: { rateLimit: { max: 10, timeWindow: HOUR } },
      schema: { tags, summary: 'Sends an idea from «Предложить идею»' },
    },
    async (request) => ideas.submit(request.body, await signedInUser(request)),
  );
}

/** Admins read the ideas, newest first. */
export async function ideasAdminRoutes(app: FastifyInstance, { ideas }: { ideas: IdeasService }) {
  registerEndpoint(
    app,
    ideaAdminEndpoints.list,
    {
      ...staffOnly('ideas.read'),
      schema: { tags: ['admin'], summary: 'Ideas people sent, newest first', security: [{ bearerAuth: [] }] },
    },
    () => ideas.list(),
  );
}
