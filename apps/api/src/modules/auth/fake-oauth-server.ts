import Fastify, { type FastifyReply } from 'fastify';
import { randomToken } from '../../platform/auth-providers/pkce';
import { createSandboxIssuer, sandboxProfile } from '../../platform/auth-providers/sandbox-issuer';
import { ProviderError, type ProviderProfile } from '../../platform/auth-providers/types';

export const FAKE_CLIENT = { id: 'client-123', secret: 'secret-456' };

type Query = Record<string, string | undefined>;

/**
 * VK ID and Twitch as seen from our backend, on 127.0.0.1: authorize, token and profile endpoints with
 * the real request shapes; it enforces registered redirect URIs, single-use codes and PKCE S256.
 */
export async function startFakeOAuthServer(registeredRedirects: (base: string) => string[]) {
  const app = Fastify({ logger: false });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  const issuers = { vk: createSandboxIssuer(), twitch: createSandboxIssuer() };
  const tokens = new Map<string, ProviderProfile>();
  const requests: { path: string; body: Query }[] = [];
  let base = '';

  function authorize(provider: 'vk' | 'twitch', query: Query, reply: FastifyReply) {
    if (query.client_id !== FAKE_CLIENT.id || query.response_type !== 'code')
      return reply.code(400).send({ error: 'invalid_client' });
    if (!query.redirect_uri || !registeredRedirects(base).includes(query.redirect_uri))
      return reply.code(400).send({ error: 'invalid_redirect_uri' });
    if (provider === 'vk' && (query.code_challenge_method !== 'S256' || !query.code_challenge))
      return reply.code(400).send({ error: 'invalid_request' });
    const code = issuers[provider].authorize({
      clientId: FAKE_CLIENT.id,
      redirectUri: query.redirect_uri,
      codeChallenge: query.code_challenge,
      profile: sandboxProfile(query.name ?? 'Тест'),
    });
    const back = new URL(query.redirect_uri);
    back.searchParams.set('code', code);
    back.searchParams.set('state', query.state ?? '');
    if (provider === 'vk') back.searchParams.set('device_id', 'device-1');
    return reply.redirect(back.toString());
  }

  function redeem(provider: 'vk' | 'twitch', body: Query, reply: FastifyReply) {
    requests.push({ path: `${provider}/token`, body });
    if (provider === 'twitch' && body.client_secret !== FAKE_CLIENT.secret)
      return reply.code(400).send({ error: 'invalid_client' });
    if (provider === 'vk' && !body.device_id) return reply.code(400).send({ error: 'invalid_request' });
    try {
      const profile = issuers[provider].redeem({
        code: body.code ?? '',
        clientId: body.client_id ?? '',
        redirectUri: body.redirect_uri ?? '',
        codeVerifier: body.code_verifier,
      });
      const token = randomToken();
      tokens.set(token, profile);
      return reply.send({ access_token: token, token_type: 'bearer', expires_in: 3600 });
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      return reply.code(400).send({ error: 'invalid_grant', error_description: error.message });
    }
  }

  app.get('/vk/authorize', (request, reply) => authorize('vk', request.query as Query, reply));
  app.post('/vk/oauth2/auth', (request, reply) => redeem('vk', request.body as Query, reply));
  app.post('/vk/oauth2/user_info', (request, reply) => {
    const profile = tokens.get((request.body as Query).access_token ?? '');
    if (!profile) return reply.code(401).send({ error: 'invalid_token' });
    const [first, ...rest] = profile.name.split(' ');
    return { user: { user_id: profile.id, first_name: first, last_name: rest.join(' ') } };
  });
  app.get('/twitch/oauth2/authorize', (request, reply) => authorize('twitch', request.query as Query, reply));
  app.post('/twitch/oauth2/token', (request, reply) => redeem('twitch', request.body as Query, reply));
  app.get('/twitch-api/helix/users', (request, reply) => {
    const profile = tokens.get(String(request.headers.authorization ?? '').replace(/^Bearer /, ''));
    if (!profile || request.headers['client-id'] !== FAKE_CLIENT.id)
      return reply.code(401).send({ error: 'Unauthorized' });
    return { data: [{ id: profile.id, login: profile.name.toLowerCase(), display_name: profile.name }] };
  });

  base = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    base,
    requests,
    env: {
      VK_ID_CLIENT_ID: FAKE_CLIENT.id,
      VK_ID_CLIENT_SECRET: FAKE_CLIENT.secret,
      VK_ID_URL: `${base}/vk`,
      TWITCH_CLIENT_ID: FAKE_CLIENT.id,
      TWITCH_CLIENT_SECRET: FAKE_CLIENT.secret,
      TWITCH_AUTH_URL: `${base}/twitch`,
      TWITCH_API_URL: `${base}/twitch-api`,
    },
    close: () => app.close(),
  };
}
