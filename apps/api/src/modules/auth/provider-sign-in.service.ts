import { createHash } from 'node:crypto';
import { toHeaderUser } from '@lootmarket/domain';
import type { Db } from '../../db/client';
import type { AuthProviders } from '../../platform/auth-providers/auth-providers';
import { codeChallengeS256, newCodeVerifier, randomToken } from '../../platform/auth-providers/pkce';
import {
  PROVIDER_LABELS,
  ProviderError,
  type OAuthProviderId,
  type ProviderId,
  type ProviderProfile,
} from '../../platform/auth-providers/types';
import { AppError } from '../../platform/http/app-error';
import type { SignedInUser, UsersService } from '../users/users.service';
import { createIdentitiesRepo } from './identities.repo';
import type { SessionsService } from './sessions.service';

const STATE_TTL_MS = 10 * 60_000;
/** A widget result older than the verifier's freshness limit is refused anyway, so its record can go then. */
const TELEGRAM_RESULT_TTL_MS = 10 * 60_000;
export const BAD_STATE_MESSAGE = 'Ссылка для входа устарела или открыта в другом браузере. Попробуйте ещё раз';
export const TELEGRAM_REFUSED_MESSAGE = 'Telegram не подтвердил вход. Попробуйте ещё раз';

export type ProviderSignInService = ReturnType<typeof createProviderSignInService>;

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

export function createProviderSignInService(deps: {
  db: Db;
  users: UsersService;
  sessions: SessionsService;
  providers: AuthProviders;
  now: () => number;
}) {
  const { db, users, sessions, providers, now } = deps;
  const identities = createIdentitiesRepo(db);

  function oauth(id: OAuthProviderId) {
    const provider = providers[id];
    if (!provider) throw new AppError('NOT_FOUND', 'Этот способ входа недоступен');
    return provider;
  }

  async function accountFor(provider: ProviderId, profile: ProviderProfile): Promise<SignedInUser> {
    const linked = await identities.find(provider, profile.id);
    const existing = linked && (await users.signedInById(linked.userId));
    if (existing) return existing;
    const created = await users.createForProvider(profile.name, `${provider}:${profile.id}`);
    const values = {
      provider,
      providerUserId: profile.id,
      userId: Number(created.profile.user_id),
      displayName: profile.name,
    };
    if (await identities.insertIfAbsent(values)) return created;
    // A parallel first sign-in linked the identity first; its account wins.
    const winner = await identities.find(provider, profile.id);
    const account = winner && (await users.signedInById(winner.userId));
    if (!account) throw new AppError('INTERNAL');
    return account;
  }

  /** Records a verified widget result; false when it was used before. */
  async function firstUseOf(payload: unknown): Promise<boolean> {
    const signature = String((payload as { hash?: unknown }).hash);
    return identities.recordTelegramResult(signature, new Date(now() + TELEGRAM_RESULT_TTL_MS));
  }

  async function signIn(provider: ProviderId, profile: ProviderProfile, sessionId: string) {
    const account = await accountFor(provider, profile);
    const tokens = await sessions.start(Number(account.profile.user_id), account.roles, sessionId);
    return {
      ...tokens,
      sessionID: sessionId,
      user: toHeaderUser(account.profile),
      isNewUser: account.created,
      createdAt: account.createdAt.toISOString(),
    };
  }

  return {
    isAvailable: (provider: ProviderId) => Boolean(providers[provider]),

    /** Opens an authorization for this session and browser; answers where the popup goes next. */
    async startOAuth(
      id: OAuthProviderId,
      input: { sessionId: string; browserToken: string; redirectUri: string },
    ): Promise<string> {
      const provider = oauth(id);
      const state = randomToken(32);
      const codeVerifier = newCodeVerifier();
      const createdAt = new Date(now());
      await identities.insertState({
        stateHash: sha256(state),
        provider: id,
        sessionId: input.sessionId,
        browserHash: sha256(input.browserToken),
        codeVerifier,
        redirectUri: input.redirectUri,
        createdAt,
        expiresAt: new Date(createdAt.getTime() + STATE_TTL_MS),
      });
      return provider.authorizationUrl({
        state,
        codeChallenge: codeChallengeS256(codeVerifier),
        redirectUri: input.redirectUri,
      });
    },

    /** The provider's redirect: the state is spent once, must belong to this browser, then the code is redeemed. */
    async completeOAuth(
      id: OAuthProviderId,
      input: {
        state?: string | undefined;
        code?: string | undefined;
        deviceId?: string | undefined;
        browserToken?: string | undefined;
      },
    ) {
      const provider = oauth(id);
      if (!input.state || !input.browserToken) throw new AppError('VALIDATION_FAILED', BAD_STATE_MESSAGE);
      const at = new Date(now());
      const row = await identities.consumeState(sha256(input.state), at);
      if (!row || row.provider !== id || row.browserHash !== sha256(input.browserToken))
        throw new AppError('VALIDATION_FAILED', BAD_STATE_MESSAGE);
      if (!input.code) throw new AppError('VALIDATION_FAILED', `${PROVIDER_LABELS[id]} не подтвердил вход`);
      let profile: ProviderProfile;
      try {
        profile = await provider.exchange({
          code: input.code,
          codeVerifier: row.codeVerifier,
          redirectUri: row.redirectUri,
          state: input.state,
          deviceId: input.deviceId,
        });
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        throw new AppError('VALIDATION_FAILED', `${PROVIDER_LABELS[id]} не подтвердил вход. Попробуйте ещё раз`);
      }
      return signIn(id, profile, row.sessionId);
    },

    telegramUrl(returnUrl: string, origin: string): string {
      const telegram = providers.telegram;
      if (!telegram) throw new AppError('NOT_FOUND', 'Этот способ входа недоступен');
      return telegram.authorizationUrl(returnUrl, origin);
    },

    /** A Login Widget result: trusted only after the bot-token signature and freshness check. */
    async completeTelegram(sessionId: string, payload: unknown) {
      const telegram = providers.telegram;
      if (!telegram) throw new AppError('NOT_FOUND', 'Этот способ входа недоступен');
      const profile = telegram.verify(payload, Math.floor(now() / 1000));
      if (!profile || !(await firstUseOf(payload))) throw new AppError('VALIDATION_FAILED', TELEGRAM_REFUSED_MESSAGE);
      return signIn('telegram', profile, sessionId);
    },
  };
}
