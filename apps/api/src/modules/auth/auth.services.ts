import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { createCaptcha } from '../../platform/captcha/captcha';
import { createAuthProviders } from '../../platform/auth-providers/auth-providers';
import type { EventBus } from '../../platform/events/event-bus';
import type { Mailer } from '../../platform/mail/mailer';
import type { UsersService } from '../users/users.service';
import { deriveKey } from './auth.crypto';
import { createAuthHousekeeping } from './auth-housekeeping';
import { createConfirmationCodes } from './confirmation-codes.service';
import { createAccessTokens, type AuthUser } from './auth.jwt';
import { createEmailCodeService } from './email-code.service';
import { createProviderSignInService } from './provider-sign-in.service';
import { createIdentitiesRepo } from './identities.repo';
import { createRefreshTokensRepo } from './refresh-tokens.repo';
import { createSessionLiveness } from './session-liveness';
import { createSessionsService } from './sessions.service';

export type AuthServices = ReturnType<typeof createAuthServices>;

/** Sign-in and sessions, each key derived from AUTH_SECRET for its own purpose. */
export function createAuthServices({
  db,
  config,
  users,
  mailer,
  events,
  now,
}: {
  db: Db;
  config: AppConfig;
  users: UsersService;
  mailer: Mailer;
  events: EventBus;
  now: () => number;
}) {
  const accessTokens = createAccessTokens(deriveKey(config.AUTH_SECRET, 'access-token'));
  const tokens = createRefreshTokensRepo(db);
  const liveness = createSessionLiveness({
    readSession: async (familyId) => {
      const userId = await tokens.liveFamilyOwner(familyId, new Date(now()));
      // A blocked account's sessions are over even if the broadcast of their end was missed (decision 041).
      const roles = userId === null ? null : await users.sessionRoles(userId);
      return userId !== null && roles ? { userId, roles } : null;
    },
    events,
    now,
  });
  const sessions = createSessionsService({
    db,
    users,
    accessTokens,
    sealKey: deriveKey(config.AUTH_SECRET, 'refresh-successor'),
    liveness,
    now,
  });
  const emailCode = createEmailCodeService({
    db,
    users,
    sessions,
    mailer,
    captcha: createCaptcha({ production: config.APP_ENV === 'production', serverKey: config.SMARTCAPTCHA_SERVER_KEY }),
    codeKey: deriveKey(config.AUTH_SECRET, 'email-code'),
    clientFreeFailures: config.AUTH_CODE_CHECKS_PER_IP,
    now,
  });
  const providers = createAuthProviders(config);
  return {
    sessions,
    emailCode,
    providerSignIn: createProviderSignInService({ db, users, sessions, providers, now }),
    /** Codes that confirm a signed-in user's action (a withdrawal), mailed like sign-in codes. */
    confirmationCodes: createConfirmationCodes({
      db,
      mailer,
      codeKey: deriveKey(config.AUTH_SECRET, 'confirmation-code'),
      now,
    }),
    housekeeping: createAuthHousekeeping({ db, now }),
    /** The in-memory authorization server of the sandbox providers; null in production. */
    sandboxIssuer: providers.sandbox,
    /** Hears sessions ended by other processes; the HTTP app listens while it runs. */
    listenForEndedSessions: () => liveness.listen(),
    /** How the account signs in (the e-mail code when it has an address) and its open sessions, for staff. */
    async accountOf(userId: number, email: string | null) {
      const [identities, open] = await Promise.all([
        createIdentitiesRepo(db).ofUser(userId),
        tokens.openSessionsOf(userId, new Date(now()), 20),
      ]);
      return {
        signInMethods: [
          ...(email ? [{ provider: 'PROVIDER_EMAIL_CODE', since: null }] : []),
          ...identities.map((row) => ({ provider: row.provider, since: row.createdAt.toISOString() })),
        ],
        sessions: open.map((row) => ({
          refreshedAt: row.createdAt.toISOString(),
          expiresAt: row.expiresAt.toISOString(),
        })),
      };
    },
    /**
     * Revokes every session family of the user in `tx` and, once it commits, ends them in every process
     * (a block, decision 041).
     */
    async endSessionsOf(userId: number, tx: Db): Promise<void> {
      const families = await createRefreshTokensRepo(tx).revokeAllOfUser(userId, new Date(now()));
      await liveness.ended(families, tx);
    },
    /** Makes the users' sessions read their roles again, here at once and everywhere once `tx` commits. */
    rolesChanged: (userIds: readonly number[], tx?: Db) => liveness.rolesChanged(userIds, tx),
    /**
     * The user behind an access token whose session is still open, or null; used by the private scope.
     * Roles come from the session check, not the token, so an approval counts on the very next request;
     * the session must be the token's subject's own, so a token naming someone else with one's own session is refused.
     */
    async verifyAccessToken(token: string): Promise<AuthUser | null> {
      const holder = await accessTokens.verify(token, now());
      if (!holder) return null;
      const roles = await liveness.rolesOf(holder.familyId, holder.id);
      return roles ? { id: holder.id, roles, sessionID: holder.sessionID } : null;
    },
  };
}
