export type OAuthProviderId = 'vk' | 'twitch';
export type ProviderId = OAuthProviderId | 'telegram';

export const PROVIDER_IDS: readonly ProviderId[] = ['telegram', 'vk', 'twitch'];

export const PROVIDER_LABELS: Record<ProviderId, string> = { telegram: 'Telegram', vk: 'VK ID', twitch: 'Twitch' };

/** Who the provider says signed in; `id` is stable per provider account. */
export interface ProviderProfile {
  id: string;
  name: string;
}

export interface AuthorizationRequest {
  state: string;
  /** S256 challenge; providers without PKCE ignore it. */
  codeChallenge: string;
  redirectUri: string;
}

export interface CodeExchange {
  code: string;
  codeVerifier: string;
  redirectUri: string;
  state: string;
  /** VK ID returns it with the code and wants it back at the exchange. */
  deviceId?: string | undefined;
}

/** An authorization-code provider (VK ID, Twitch): the code is exchanged on the backend only. */
export interface OAuthProvider {
  id: OAuthProviderId;
  sandbox: boolean;
  authorizationUrl(request: AuthorizationRequest): string;
  /** Redeems the code and reads the profile; throws `ProviderError` when the provider refuses. */
  exchange(input: CodeExchange): Promise<ProviderProfile>;
}

/** Telegram's Login Widget: no code, a signed result verified with the bot token. */
export interface TelegramProvider {
  id: 'telegram';
  sandbox: boolean;
  /** Where the popup goes; the result comes back to `returnUrl` (real Telegram puts it in the fragment). */
  authorizationUrl(returnUrl: string, origin: string): string;
  verify(payload: unknown, nowSec: number): ProviderProfile | null;
}

export class ProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderError';
  }
}
