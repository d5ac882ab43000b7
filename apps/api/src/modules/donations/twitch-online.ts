import type { AppConfig } from '../../config';

type Fetch = typeof fetch;

/** Whether a streamer's channel is live; the donate page shows it as a badge. */
export interface StreamOnlineStatus {
  readonly sandbox: boolean;
  /** True while the channel with this login streams. Throws when the provider cannot tell. */
  isOnline(login: string): Promise<boolean>;
}

/** The sandbox: channels are offline until switched on (by tests and the local demo). */
export interface SandboxOnlineStatus extends StreamOnlineStatus {
  setOnline(login: string, online: boolean): void;
}

export class StreamStatusError extends Error {}

export interface TwitchOnlineOptions {
  clientId: string;
  clientSecret: string;
  /** https://id.twitch.tv in production. */
  authUrl: string;
  /** https://api.twitch.tv in production. */
  apiUrl: string;
  fetch?: Fetch;
  now?: () => number;
  /** How long an answer is reused: Helix allows 800 requests a minute per app. */
  cacheMs?: number;
}

interface AppToken {
  value: string;
  expiresAt: number;
}

/**
 * Twitch Helix `GET /helix/streams?user_login=`: a live channel answers one stream of type "live", an
 * offline one an empty list. Authorized with an app access token (client credentials), fetched on first
 * use, renewed before it expires and once more when Helix answers 401.
 */
export function createTwitchOnlineStatus(options: TwitchOnlineOptions): StreamOnlineStatus {
  const fetcher = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const cacheMs = options.cacheMs ?? 30_000;
  const cache = new Map<string, { online: boolean; until: number }>();
  let token: AppToken | null = null;

  async function request(url: string, init: RequestInit = {}): Promise<Response> {
    try {
      return await fetcher(url, { ...init, signal: AbortSignal.timeout(5_000) });
    } catch {
      throw new StreamStatusError('twitch unreachable');
    }
  }

  async function appToken(): Promise<string> {
    if (token && token.expiresAt > now()) return token.value;
    const body = new URLSearchParams({
      client_id: options.clientId,
      client_secret: options.clientSecret,
      grant_type: 'client_credentials',
    });
    const response = await request(`${options.authUrl}/oauth2/token`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const json = (await response.json().catch(() => null)) as { access_token?: unknown; expires_in?: unknown } | null;
    if (!response.ok || typeof json?.access_token !== 'string')
      throw new StreamStatusError(`twitch token refused: ${response.status}`);
    const lifetimeMs = typeof json.expires_in === 'number' ? json.expires_in * 1000 : 3_600_000;
    // Renewed a minute early so a request never carries a token that expires on the way.
    token = { value: json.access_token, expiresAt: now() + Math.max(0, lifetimeMs - 60_000) };
    return token.value;
  }

  async function streams(login: string): Promise<Response> {
    const url = `${options.apiUrl}/helix/streams?${new URLSearchParams({ user_login: login, type: 'live' })}`;
    return request(url, { headers: { 'client-id': options.clientId, authorization: `Bearer ${await appToken()}` } });
  }

  return {
    sandbox: false,
    async isOnline(login) {
      const key = login.toLowerCase();
      const cached = cache.get(key);
      if (cached && cached.until > now()) return cached.online;
      let response = await streams(key);
      if (response.status === 401) {
        token = null;
        response = await streams(key);
      }
      const json = (await response.json().catch(() => null)) as { data?: Array<{ type?: unknown }> } | null;
      if (!response.ok || !Array.isArray(json?.data))
        throw new StreamStatusError(`twitch streams refused: ${response.status}`);
      const online = json.data.some((stream) => stream.type === 'live');
      cache.set(key, { online, until: now() + cacheMs });
      return online;
    },
  };
}

export function createSandboxOnlineStatus(): SandboxOnlineStatus {
  const live = new Set<string>();
  return {
    sandbox: true,
    isOnline: async (login) => live.has(login.toLowerCase()),
    setOnline(login, online) {
      if (online) live.add(login.toLowerCase());
      else live.delete(login.toLowerCase());
    },
  };
}

/** The real Helix adapter when Twitch keys are configured; the sandbox otherwise (without its switch, which only runs with the sandboxes on: always offline). */
export function createStreamOnlineStatus(config: AppConfig, fetcher: Fetch = fetch): StreamOnlineStatus {
  if (config.TWITCH_CLIENT_ID && config.TWITCH_CLIENT_SECRET) {
    return createTwitchOnlineStatus({
      clientId: config.TWITCH_CLIENT_ID,
      clientSecret: config.TWITCH_CLIENT_SECRET,
      authUrl: config.TWITCH_AUTH_URL,
      apiUrl: config.TWITCH_API_URL,
      fetch: fetcher,
    });
  }
  return createSandboxOnlineStatus();
}
