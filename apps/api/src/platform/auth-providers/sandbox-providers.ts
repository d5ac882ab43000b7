import { signTelegramPayload, verifyTelegramPayload, type TelegramPayload } from './telegram';
import type { SandboxIssuer } from './sandbox-issuer';
import type { OAuthProvider, OAuthProviderId, ProviderProfile, TelegramProvider } from './types';

export const SANDBOX_CLIENT_ID = 'lootmarket-sandbox';
/** Signs sandbox Telegram results; the real verifier checks them, so no code path trusts the sandbox. */
export const SANDBOX_TELEGRAM_BOT_TOKEN = '100000:sandbox-bot-token-for-local-sign-in-only';

export const sandboxPagePath = (provider: string) => `/sandbox/auth/${provider}`;

/** Stands in for VK ID or Twitch: the sandbox page authorizes, the shared issuer redeems the code. */
export function createSandboxOAuthProvider(id: OAuthProviderId, issuer: SandboxIssuer): OAuthProvider {
  const pkce = id === 'vk';
  return {
    id,
    sandbox: true,
    authorizationUrl({ state, codeChallenge, redirectUri }) {
      const query = new URLSearchParams({ client_id: SANDBOX_CLIENT_ID, redirect_uri: redirectUri, state });
      if (pkce) query.set('code_challenge', codeChallenge);
      return `${sandboxPagePath(id)}?${query}`;
    },
    async exchange({ code, codeVerifier, redirectUri }) {
      return issuer.redeem({
        code,
        clientId: SANDBOX_CLIENT_ID,
        redirectUri,
        codeVerifier: pkce ? codeVerifier : undefined,
      });
    },
  };
}

export function createSandboxTelegramProvider(): TelegramProvider {
  return {
    id: 'telegram',
    sandbox: true,
    authorizationUrl: (returnUrl) => `${sandboxPagePath('telegram')}?${new URLSearchParams({ return_to: returnUrl })}`,
    verify(payload, nowSec) {
      const check = verifyTelegramPayload(SANDBOX_TELEGRAM_BOT_TOKEN, payload, nowSec);
      return check.ok ? check.profile : null;
    },
  };
}

/** What the sandbox page hands back in place of Telegram's widget. */
export function sandboxTelegramResult(profile: ProviderProfile, nowSec: number): TelegramPayload {
  const [firstName, ...rest] = profile.name.split(' ');
  const fields: TelegramPayload = { id: profile.id, first_name: firstName ?? profile.name, auth_date: nowSec };
  if (rest.length) fields.last_name = rest.join(' ');
  return signTelegramPayload(SANDBOX_TELEGRAM_BOT_TOKEN, fields);
}
