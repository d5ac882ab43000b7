import { ProviderError, type CodeExchange, type OAuthProvider, type ProviderProfile } from './types';

type Fetch = typeof fetch;

export interface OAuthClientConfig {
  clientId: string;
  clientSecret: string;
  fetch?: Fetch;
}

async function call(fetcher: Fetch, url: string, init: RequestInit): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetcher(url, { ...init, signal: AbortSignal.timeout(10_000) });
  } catch {
    throw new ProviderError('provider unreachable');
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok || !body || typeof body !== 'object' || 'error' in body) {
    throw new ProviderError(`provider refused: ${response.status} ${String(body?.error ?? '')}`);
  }
  return body;
}

const form = (fields: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined));

/** VK ID (OAuth 2.1): authorization code with mandatory PKCE S256, exchanged and resolved on the backend. */
export function createVkIdProvider({
  clientId,
  baseUrl,
  fetch: fetcher = fetch,
}: OAuthClientConfig & { baseUrl: string }): OAuthProvider {
  return {
    id: 'vk',
    sandbox: false,
    authorizationUrl({ state, codeChallenge, redirectUri }) {
      const query = form({
        response_type: 'code',
        client_id: clientId,
        redirect_uri: redirectUri,
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
        scope: 'vkid.personal_info',
      });
      return `${baseUrl}/authorize?${query}`;
    },
    async exchange({ code, codeVerifier, redirectUri, state, deviceId }: CodeExchange): Promise<ProviderProfile> {
      const token = await call(fetcher, `${baseUrl}/oauth2/auth`, {
        method: 'POST',
        body: form({
          grant_type: 'authorization_code',
          code,
          code_verifier: codeVerifier,
          client_id: clientId,
          redirect_uri: redirectUri,
          device_id: deviceId,
          state,
        }),
      });
      if (typeof token.access_token !== 'string') throw new ProviderError('no access token');
      const info = await call(fetcher, `${baseUrl}/oauth2/user_info`, {
        method: 'POST',
        body: form({ client_id: clientId, access_token: token.access_token }),
      });
      const user = info.user as { user_id?: unknown; first_name?: unknown; last_name?: unknown } | undefined;
      if (!user || (typeof user.user_id !== 'string' && typeof user.user_id !== 'number'))
        throw new ProviderError('no user');
      const name = [user.first_name, user.last_name].filter((part) => typeof part === 'string' && part).join(' ');
      return { id: String(user.user_id), name: name || `VK ${String(user.user_id)}` };
    },
  };
}

/** Twitch: OAuth 2 authorization code with `state`; the profile comes from Helix `users`. */
export function createTwitchProvider({
  clientId,
  clientSecret,
  authUrl,
  apiUrl,
  fetch: fetcher = fetch,
}: OAuthClientConfig & { authUrl: string; apiUrl: string }): OAuthProvider {
  return {
    id: 'twitch',
    sandbox: false,
    authorizationUrl({ state, redirectUri }) {
      const query = form({ response_type: 'code', client_id: clientId, redirect_uri: redirectUri, scope: '', state });
      return `${authUrl}/oauth2/authorize?${query}`;
    },
    async exchange({ code, redirectUri }: CodeExchange): Promise<ProviderProfile> {
      const token = await call(fetcher, `${authUrl}/oauth2/token`, {
        method: 'POST',
        body: form({
          client_id: clientId,
          client_secret: clientSecret,
          code,
          grant_type: 'authorization_code',
          redirect_uri: redirectUri,
        }),
      });
      if (typeof token.access_token !== 'string') throw new ProviderError('no access token');
      const users = await call(fetcher, `${apiUrl}/helix/users`, {
        headers: { authorization: `Bearer ${token.access_token}`, 'client-id': clientId },
      });
      const [user] = Array.isArray(users.data)
        ? (users.data as { id?: unknown; display_name?: unknown; login?: unknown }[])
        : [];
      if (!user || typeof user.id !== 'string') throw new ProviderError('no user');
      const name =
        typeof user.display_name === 'string' && user.display_name ? user.display_name : String(user.login ?? '');
      return { id: user.id, name: name || `Twitch ${user.id}` };
    },
  };
}
