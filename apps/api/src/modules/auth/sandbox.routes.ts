import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SandboxIssuer } from '../../platform/auth-providers/sandbox-issuer';
import { sandboxProfile } from '../../platform/auth-providers/sandbox-issuer';
import { SANDBOX_CLIENT_ID, sandboxTelegramResult } from '../../platform/auth-providers/sandbox-providers';
import { encodeTelegramResult } from '../../platform/auth-providers/telegram';
import { PROVIDER_LABELS } from '../../platform/auth-providers/types';
import { AppError } from '../../platform/http/app-error';
import { keepOpener, sandboxPage, sendPage } from './provider.pages';
import { PROVIDER_PATH } from './provider.routes';

const params = z.object({ provider: z.enum(['telegram', 'vk', 'twitch']) });
const fields = z.object({
  client_id: z.string().max(200).optional(),
  redirect_uri: z.string().max(2048).optional(),
  return_to: z.string().max(2048).optional(),
  state: z.string().max(512).optional(),
  code_challenge: z.string().max(128).optional(),
  name: z.string().max(200).optional(),
});
type Fields = z.infer<typeof fields>;

/**
 * Plays Telegram, VK ID and Twitch on a fresh machine. It only ever redirects to our own callback, so it
 * cannot be turned into an open redirect; it is never registered in production.
 */
export async function sandboxAuthRoutes(
  app: FastifyInstance,
  { issuer, now }: { issuer: SandboxIssuer; now: () => number },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  function target(request: FastifyRequest, provider: string, raw: string | undefined): URL {
    const origin = new URL(`${request.protocol}://${request.host}`).origin;
    const url = raw ? URL.parse(raw, origin) : null;
    if (!url || url.origin !== origin || url.pathname !== `${PROVIDER_PATH}/${provider}/callback`) {
      throw new AppError('VALIDATION_FAILED', 'Неверный адрес возврата');
    }
    return url;
  }

  function hidden(provider: string, input: Fields): Record<string, string> {
    if (provider === 'telegram') return { return_to: input.return_to ?? '' };
    return {
      client_id: input.client_id ?? '',
      redirect_uri: input.redirect_uri ?? '',
      state: input.state ?? '',
      ...(input.code_challenge ? { code_challenge: input.code_challenge } : {}),
    };
  }

  const schema = { tags: ['sandbox'], hide: true, params };
  api.get('/sandbox/auth/:provider', { schema: { ...schema, querystring: fields } }, (request, reply) => {
    const { provider } = request.params;
    target(request, provider, provider === 'telegram' ? request.query.return_to : request.query.redirect_uri);
    return sendPage(reply, 200, (nonce) =>
      sandboxPage(nonce, PROVIDER_LABELS[provider], hidden(provider, request.query)),
    );
  });

  api.post('/sandbox/auth/:provider', { schema: { ...schema, body: fields } }, (request, reply) => {
    const { provider } = request.params;
    const input = request.body;
    const profile = sandboxProfile(input.name ?? '');
    if (provider === 'telegram') {
      const back = target(request, provider, input.return_to);
      back.searchParams.set('hash', encodeTelegramResult(sandboxTelegramResult(profile, Math.floor(now() / 1000))));
      return keepOpener(reply).redirect(back.toString(), 303);
    }
    const back = target(request, provider, input.redirect_uri);
    if (input.client_id !== SANDBOX_CLIENT_ID || !input.state)
      throw new AppError('VALIDATION_FAILED', 'Неверный запрос авторизации');
    const code = issuer.authorize({
      clientId: SANDBOX_CLIENT_ID,
      redirectUri: back.toString(),
      codeChallenge: input.code_challenge,
      profile,
    });
    back.searchParams.set('code', code);
    back.searchParams.set('state', input.state);
    if (provider === 'vk') back.searchParams.set('device_id', 'sandbox-device');
    return keepOpener(reply).redirect(back.toString(), 303);
  });
}
