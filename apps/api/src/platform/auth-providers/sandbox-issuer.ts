import { createHash } from 'node:crypto';
import { codeChallengeS256, randomToken } from './pkce';
import { ProviderError, type ProviderProfile } from './types';

const CODE_TTL_MS = 60_000;
const MAX_GRANTS = 1000;

interface Grant {
  clientId: string;
  redirectUri: string;
  codeChallenge: string | undefined;
  profile: ProviderProfile;
  expiresAt: number;
  used: boolean;
}

export type SandboxIssuer = ReturnType<typeof createSandboxIssuer>;

/** The same person name always maps to the same provider account, so a demo sign-in is repeatable. */
export function sandboxProfile(name: string): ProviderProfile {
  const clean = name.trim().replace(/\s+/g, ' ').slice(0, 64) || 'Гость';
  const digest = createHash('sha256').update(clean.toLowerCase()).digest();
  return { id: String(digest.readUIntBE(0, 6)), name: clean };
}

/**
 * The authorization server side of a provider, in memory: it issues single-use codes and checks the
 * redirect URI and PKCE at redemption as VK ID and Twitch do. Sandbox adapters and test fakes share it.
 */
export function createSandboxIssuer({ now = Date.now }: { now?: () => number } = {}) {
  const grants = new Map<string, Grant>();

  function prune() {
    for (const [code, grant] of grants) if (grant.expiresAt <= now() || grants.size > MAX_GRANTS) grants.delete(code);
  }

  return {
    authorize(input: {
      clientId: string;
      redirectUri: string;
      codeChallenge?: string | undefined;
      profile: ProviderProfile;
    }): string {
      prune();
      const code = randomToken(24);
      grants.set(code, { ...input, codeChallenge: input.codeChallenge, expiresAt: now() + CODE_TTL_MS, used: false });
      return code;
    },

    redeem(input: {
      code: string;
      clientId: string;
      redirectUri: string;
      codeVerifier?: string | undefined;
    }): ProviderProfile {
      const grant = grants.get(input.code);
      if (!grant || grant.expiresAt <= now()) throw new ProviderError('invalid_grant: unknown code');
      // A code presented twice is dead for both attempts (RFC 6749 §4.1.2).
      if (grant.used) throw new ProviderError('invalid_grant: code reused');
      grant.used = true;
      if (grant.clientId !== input.clientId) throw new ProviderError('invalid_client');
      if (grant.redirectUri !== input.redirectUri) throw new ProviderError('invalid_grant: redirect_uri mismatch');
      if (grant.codeChallenge !== undefined) {
        if (!input.codeVerifier || codeChallengeS256(input.codeVerifier) !== grant.codeChallenge) {
          throw new ProviderError('invalid_grant: code_verifier mismatch');
        }
      }
      return grant.profile;
    },
  };
}
