import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTwitchOnlineStatus, StreamStatusError } from './twitch-online';

const CLIENT = { id: 'fake-client', secret: 'fake-secret' };

/** A local stand-in for id.twitch.tv (client credentials) and api.twitch.tv (Helix streams). */
async function startFakeTwitch() {
  const state = { live: new Set<string>(), tokensIssued: 0, streamCalls: 0, revoked: new Set<string>() };
  const app: FastifyInstance = Fastify();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.post('/oauth2/token', async (request, reply) => {
    const body = request.body as Record<string, string>;
    if (
      body.client_id !== CLIENT.id ||
      body.client_secret !== CLIENT.secret ||
      body.grant_type !== 'client_credentials'
    ) {
      return reply.code(400).send({ status: 400, message: 'invalid client' });
    }
    state.tokensIssued += 1;
    return { access_token: `app-token-${state.tokensIssued}`, expires_in: 5_000_000, token_type: 'bearer' };
  });
  app.get('/helix/streams', async (request, reply) => {
    state.streamCalls += 1;
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (request.headers['client-id'] !== CLIENT.id || !token?.startsWith('app-token-') || state.revoked.has(token)) {
      return reply.code(401).send({ error: 'Unauthorized', status: 401, message: 'Invalid OAuth token' });
    }
    const login = (request.query as { user_login?: string }).user_login ?? '';
    const data = state.live.has(login)
      ? [{ id: '1', user_login: login, type: 'live', title: 'Стрим', viewer_count: 10 }]
      : [];
    return { data, pagination: {} };
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, address, state };
}

describe('Twitch online status through Helix against a local fake server', () => {
  let fake: Awaited<ReturnType<typeof startFakeTwitch>>;
  let clock = 1_000_000;
  beforeAll(async () => {
    fake = await startFakeTwitch();
  });
  afterAll(() => fake.app.close());

  const adapter = (secret = CLIENT.secret) =>
    createTwitchOnlineStatus({
      clientId: CLIENT.id,
      clientSecret: secret,
      authUrl: fake.address,
      apiUrl: fake.address,
      now: () => clock,
      cacheMs: 30_000,
    });

  it('answers live and offline channels with one app token, caching answers for a while', async () => {
    const twitch = adapter();
    fake.state.live.add('liza-kotova');
    expect(await twitch.isOnline('Liza-Kotova')).toBe(true);
    expect(await twitch.isOnline('grom')).toBe(false);
    expect(fake.state.tokensIssued).toBe(1);
    const calls = fake.state.streamCalls;
    fake.state.live.delete('liza-kotova');
    expect(await twitch.isOnline('liza-kotova')).toBe(true);
    expect(fake.state.streamCalls).toBe(calls);
    clock += 30_001;
    expect(await twitch.isOnline('liza-kotova')).toBe(false);
  });

  it('takes a new token once when Helix answers 401', async () => {
    const twitch = adapter();
    fake.state.live.add('grom');
    expect(await twitch.isOnline('grom')).toBe(true);
    fake.state.revoked.add(`app-token-${fake.state.tokensIssued}`);
    clock += 30_001;
    const issued = fake.state.tokensIssued;
    expect(await twitch.isOnline('grom')).toBe(true);
    expect(fake.state.tokensIssued).toBe(issued + 1);
  });

  it('fails clearly with wrong keys or an unreachable host', async () => {
    await expect(adapter('wrong').isOnline('grom')).rejects.toBeInstanceOf(StreamStatusError);
    const dead = createTwitchOnlineStatus({
      clientId: CLIENT.id,
      clientSecret: CLIENT.secret,
      authUrl: 'http://127.0.0.1:1',
      apiUrl: 'http://127.0.0.1:1',
    });
    await expect(dead.isOnline('grom')).rejects.toBeInstanceOf(StreamStatusError);
  });
});
