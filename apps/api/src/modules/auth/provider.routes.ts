import { popupProviderSchema, signInSessionQuerySchema } from '@lootmarket/domain';
import { authEndpoints } from '@lootmarket/domain/endpoints/auth';
import { PUBLIC_API } from '@lootmarket/domain/endpoints/define';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { randomToken } from '../../platform/auth-providers/pkce';
import { decodeTelegramResult } from '../../platform/auth-providers/telegram';
import { AppError } from '../../platform/http/app-error';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { setAuthCookies } from './auth.cookies';
import { keepOpener, resultPage, sendPage, telegramFragmentPage } from './provider.pages';
import type { ProviderSignInService } from './provider-sign-in.service';

export const PROVIDER_PATH = `${PUBLIC_API}/auth/provider`;
/** Ties a pending authorization to the browser that opened it; the provider's redirect brings it back. */
export const BINDING_COOKIE = 'auth_binding';

const providerParams = z.object({ provider: popupProviderSchema });
const short = z.string().max(2048).optional();
const callbackQuery = z.object({
  sessionID: short,
  hash: z.string().max(8192).optional(),
  embed: short,
  code: short,
  state: short,
  device_id: short,
  error: short,
});
const TEN_MINUTES = 10 * 60_000;
const SESSION_ID = /^[A-Za-z0-9_-]{8,128}$/;

export interface ProviderRoutesOptions {
  providerSignIn: ProviderSignInService;
  secureCookies: boolean;
  publicUrl: string | undefined;
}

export async function providerRoutes(
  app: FastifyInstance,
  { providerSignIn, secureCookies, publicUrl }: ProviderRoutesOptions,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];
  const limit = { rateLimit: { max: 60, timeWindow: TEN_MINUTES } };
  const originOf = (request: FastifyRequest) => new URL(publicUrl ?? `${request.protocol}://${request.host}`).origin;
  const callbackUrl = (request: FastifyRequest, provider: string) =>
    `${originOf(request)}${PROVIDER_PATH}/${provider}/callback`;

  registerEndpoint(
    app,
    authEndpoints.providerUrl,
    { schema: { tags, summary: 'Where the sign-in popup of a provider opens' }, config: limit },
    (request) => {
      if (!providerSignIn.isAvailable(request.params.provider))
        throw new AppError('NOT_FOUND', 'Этот способ входа недоступен');
      return { url: `${PROVIDER_PATH}/${request.params.provider}?sessionID=${request.query.sessionID}` };
    },
  );

  api.get(
    '/auth/provider/:provider',
    {
      schema: {
        tags,
        summary: 'The popup page: sends the browser on to the provider',
        params: providerParams,
        querystring: signInSessionQuerySchema,
      },
      config: limit,
    },
    async (request, reply) => {
      const { provider } = request.params;
      const sessionId = request.query.sessionID;
      if (provider === 'telegram') {
        const returnUrl = `${callbackUrl(request, provider)}?${new URLSearchParams({ sessionID: sessionId, embed: '0' })}`;
        return keepOpener(reply).redirect(providerSignIn.telegramUrl(returnUrl, originOf(request)));
      }
      const browserToken = randomToken(24);
      const url = await providerSignIn.startOAuth(provider, {
        sessionId,
        browserToken,
        redirectUri: callbackUrl(request, provider),
      });
      reply.setCookie(BINDING_COOKIE, browserToken, {
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookies,
        path: PROVIDER_PATH,
        maxAge: 600,
      });
      return keepOpener(reply).redirect(url);
    },
  );

  async function finish(
    request: FastifyRequest,
    reply: FastifyReply,
    run: () => ReturnType<ProviderSignInService['completeTelegram']>,
  ) {
    const origin = originOf(request);
    try {
      const result = await run();
      setAuthCookies(reply, result, secureCookies);
      const { sessionID, user, isNewUser, createdAt } = result;
      return sendPage(reply, 200, (nonce) =>
        resultPage(nonce, origin, { ok: true, sessionID, user, isNewUser, createdAt }),
      );
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      return sendPage(reply, error.statusCode, (nonce) =>
        resultPage(nonce, origin, { ok: false, error: error.message }),
      );
    }
  }

  api.get(
    '/auth/provider/:provider/callback',
    {
      schema: {
        tags,
        summary: 'The provider redirect: answers a page that reports to the opener and closes',
        params: providerParams,
        querystring: callbackQuery,
      },
      config: limit,
    },
    async (request, reply) => {
      const { provider } = request.params;
      const query = request.query;
      if (provider !== 'telegram') {
        const browserToken = request.cookies[BINDING_COOKIE];
        reply.clearCookie(BINDING_COOKIE, { path: PROVIDER_PATH });
        return finish(request, reply, () =>
          providerSignIn.completeOAuth(provider, {
            state: query.state,
            code: query.code,
            deviceId: query.device_id,
            browserToken,
          }),
        );
      }
      if (query.hash === undefined) return sendPage(reply, 200, (nonce) => telegramFragmentPage(nonce));
      return finish(request, reply, async () => {
        if (!query.sessionID || !SESSION_ID.test(query.sessionID))
          throw new AppError('VALIDATION_FAILED', 'Сессия входа не найдена. Попробуйте ещё раз');
        return providerSignIn.completeTelegram(query.sessionID, decodeTelegramResult(query.hash ?? ''));
      });
    },
  );

  registerEndpoint(
    app,
    authEndpoints.telegramCallback,
    { schema: { tags, summary: 'Signs in with a Telegram Login Widget result' }, config: limit },
    async (request, reply) => {
      if (request.params.provider !== 'telegram') throw new AppError('NOT_FOUND');
      const result = await providerSignIn.completeTelegram(request.query.sessionID, request.body);
      setAuthCookies(reply, result, secureCookies);
      return result;
    },
  );
}
