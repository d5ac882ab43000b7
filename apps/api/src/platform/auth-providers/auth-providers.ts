import { sandboxesEnabled, type AppConfig } from '../../config';
import { createTwitchProvider, createVkIdProvider } from './oauth-adapters';
import { createSandboxIssuer, type SandboxIssuer } from './sandbox-issuer';
import { createSandboxOAuthProvider, createSandboxTelegramProvider } from './sandbox-providers';
import { verifyTelegramPayload } from './telegram';
import type { OAuthProvider, TelegramProvider } from './types';

export interface AuthProviders {
  telegram: TelegramProvider | null;
  vk: OAuthProvider | null;
  twitch: OAuthProvider | null;
  /** Present only when some provider is played by the sandbox; never in production, on a stage only when switched on. */
  sandbox: SandboxIssuer | null;
}

function realTelegram(botToken: string, baseUrl: string): TelegramProvider {
  const botId = botToken.split(':')[0] ?? '';
  return {
    id: 'telegram',
    sandbox: false,
    authorizationUrl: (returnUrl, origin) =>
      `${baseUrl}/auth?${new URLSearchParams({ bot_id: botId, origin, request_access: 'write', return_to: returnUrl })}`,
    verify(payload, nowSec) {
      const check = verifyTelegramPayload(botToken, payload, nowSec);
      return check.ok ? check.profile : null;
    },
  };
}

/** Real adapters where configured; with the sandboxes on, the sandbox plays the rest. */
export function createAuthProviders(config: AppConfig, fetcher: typeof fetch = fetch): AuthProviders {
  const issuer = sandboxesEnabled(config) ? createSandboxIssuer() : null;
  const vk =
    config.VK_ID_CLIENT_ID && config.VK_ID_CLIENT_SECRET
      ? createVkIdProvider({
          clientId: config.VK_ID_CLIENT_ID,
          clientSecret: config.VK_ID_CLIENT_SECRET,
          baseUrl: config.VK_ID_URL,
          fetch: fetcher,
        })
      : issuer && createSandboxOAuthProvider('vk', issuer);
  const twitch =
    config.TWITCH_CLIENT_ID && config.TWITCH_CLIENT_SECRET
      ? createTwitchProvider({
          clientId: config.TWITCH_CLIENT_ID,
          clientSecret: config.TWITCH_CLIENT_SECRET,
          authUrl: config.TWITCH_AUTH_URL,
          apiUrl: config.TWITCH_API_URL,
          fetch: fetcher,
        })
      : issuer && createSandboxOAuthProvider('twitch', issuer);
  const telegram = config.TELEGRAM_BOT_TOKEN
    ? realTelegram(config.TELEGRAM_BOT_TOKEN, config.TELEGRAM_OAUTH_URL)
    : issuer && createSandboxTelegramProvider();
  const sandboxUsed = [vk, twitch, telegram].some((provider) => provider?.sandbox);
  return { telegram, vk, twitch, sandbox: sandboxUsed ? issuer : null };
}
