import { randomUUID } from 'node:crypto';
import { AUTH, BLOCKED_SUPPORT_EMAIL, blockedMessage, type AuthTokens, type UserRole } from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../platform/http/app-error';
import type { UsersService } from '../users/users.service';
import { hashRefreshToken, newRefreshToken, seal, unseal } from './auth.crypto';
import type { AccessTokens } from './auth.jwt';
import { createRefreshTokensRepo, type RefreshTokenRow } from './refresh-tokens.repo';
import type { SessionLiveness } from './session-liveness';

/** A retry this soon after a rotation is taken for a lost response, not for a stolen token. */
export const ROTATION_GRACE_MS = 5_000;

export type SessionsService = ReturnType<typeof createSessionsService>;

export interface SessionsDeps {
  db: Db;
  users: UsersService;
  accessTokens: AccessTokens;
  /** Encrypts the successor token kept for the grace retry. */
  sealKey: Buffer;
  /** Told of every family that ends, so its access tokens stop working in every process at once. */
  liveness: Pick<SessionLiveness, 'ended'>;
  now?: () => number;
}

/** Refresh-token families: issue, rotate with reuse detection, revoke. */
export function createSessionsService({ db, users, accessTokens, sealKey, liveness, now = Date.now }: SessionsDeps) {
  const repo = createRefreshTokensRepo(db);

  /** A blocked account opens no session: the answer says why and whom to write (decision 041). */
  async function refuseBlocked(userId: number): Promise<void> {
    const block = await users.blockOf(userId);
    if (block)
      throw new AppError('USER_BLOCKED', blockedMessage(block), {
        reasonCode: block.reasonCode,
        reason: block.reason,
        supportEmail: BLOCKED_SUPPORT_EMAIL,
      });
  }

  /** Revokes the family and announces its end in the same transaction. */
  function endFamily(familyId: string): Promise<void> {
    return inTransaction(db, async (tx) => {
      await createRefreshTokensRepo(tx).revokeFamily(familyId, new Date(now()));
      await liveness.ended([familyId], tx);
    });
  }

  async function pairFor(
    row: Pick<RefreshTokenRow, 'userId' | 'sessionId' | 'familyId' | 'createdAt'>,
    refresh: string,
    roles?: UserRole[],
  ) {
    const currentRoles = roles ?? (await users.sessionRoles(row.userId));
    if (!currentRoles) throw new AppError('UNAUTHORIZED');
    const issuedAtSec = Math.floor(row.createdAt.getTime() / 1000);
    const access = await accessTokens.sign({
      id: row.userId,
      roles: currentRoles,
      sessionID: row.sessionId,
      familyId: row.familyId,
      issuedAtSec,
    });
    return { access_token: access, refresh_token: refresh };
  }

  async function live(raw: string): Promise<RefreshTokenRow> {
    const row = await repo.findByHash(hashRefreshToken(raw));
    if (!row || row.revokedAt || row.expiresAt.getTime() <= now()) throw new AppError('UNAUTHORIZED');
    return row;
  }

  /** A rotated-out token: the same new pair inside the grace window, otherwise the family dies. */
  async function replay(row: RefreshTokenRow): Promise<AuthTokens> {
    const successor = row.replacedBy ? await repo.findById(row.replacedBy) : undefined;
    const raw = row.successorSealed ? unseal(sealKey, row.successorSealed) : null;
    const fresh = row.rotatedAt && now() - row.rotatedAt.getTime() <= ROTATION_GRACE_MS;
    if (fresh && successor && raw && !successor.rotatedAt && !successor.revokedAt) return pairFor(successor, raw);
    await endFamily(row.familyId);
    throw new AppError('UNAUTHORIZED');
  }

  return {
    /** Opens a new family for a sign-in; it ends `AUTH.refreshTokenMaxAgeSec` from now whatever happens. */
    async start(userId: number, roles: UserRole[], sessionId: string): Promise<AuthTokens> {
      await refuseBlocked(userId);
      const raw = newRefreshToken();
      const createdAt = new Date(now());
      const expiresAt = new Date(createdAt.getTime() + AUTH.refreshTokenMaxAgeSec * 1000);
      const familyId = randomUUID();
      await repo.insert({
        userId,
        familyId,
        tokenHash: hashRefreshToken(raw),
        sessionId,
        createdAt,
        expiresAt,
      });
      return pairFor({ userId, sessionId, familyId, createdAt }, raw, roles);
    },

    /** Exchanges a refresh token for a new pair; 401 for unknown, expired, revoked or reused tokens. */
    async refresh(raw: string): Promise<AuthTokens> {
      const row = await live(raw);
      if (row.rotatedAt) return replay(row);
      const next = newRefreshToken();
      const successor = {
        id: randomUUID(),
        tokenHash: hashRefreshToken(next),
        sealed: seal(sealKey, next),
        now: new Date(now()),
      };
      if (await repo.rotate(row.id, successor)) return pairFor({ ...row, createdAt: successor.now }, next);
      // Another request rotated it between our read and our update.
      return replay(await live(raw));
    },

    /** Ends the family of a refresh token; unknown tokens are ignored so logout always succeeds. */
    async logout(raw: string): Promise<void> {
      const row = await repo.findByHash(hashRefreshToken(raw));
      if (row) await endFamily(row.familyId);
    },
  };
}
