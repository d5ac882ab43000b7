import { saleEndpoints } from '@lootmarket/domain/endpoints/promo';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthUser } from '../../platform/http/auth-user';
import { ACCESS_COOKIE, bearerToken } from '../../platform/http/private-scope';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import type { SaleService } from './sale.service';

export interface SaleRoutesOptions {
  sale: SaleService;
  verifyAccessToken(token: string): Promise<AuthUser | null>;
}

/** Taking part in a sale from its modal: visitors and signed-in users alike. */
export async function saleRoutes(app: FastifyInstance, { sale, verifyAccessToken }: SaleRoutesOptions) {
  const signedInUser = async (request: FastifyRequest): Promise<number | null> => {
    const token = bearerToken(request) ?? request.cookies[ACCESS_COOKIE];
    return token ? ((await verifyAccessToken(token))?.id ?? null) : null;
  };
  registerEndpoint(
    app,
    saleEndpoints.enter,
    {
      config: { rateLimit: { max: 20, timeWindow: 60 * 60_000 } },
      schema: { tags: ['promo'], summary: "Enters a sale's prize draw with an e-mail (idempotent)" },
    },
    async (request) => sale.enter(request.body, await signedInUser(request)),
  );
}
