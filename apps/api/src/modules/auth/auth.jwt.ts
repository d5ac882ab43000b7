import { AUTH, userRoleSchema } from '@lootmarket/domain';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { AuthUser } from '../../platform/http/auth-user';

export type { AuthUser };

const ISSUER = 'lootmarket';
const claimsSchema = z.object({
  sub: z.string().regex(/^\d+$/),
  sid: z.string().min(1),
  fid: z.uuid(),
  roles: z.array(userRoleSchema),
});

/** A verified token's user and the refresh-token family (the session) it was issued for. */
export interface AccessTokenHolder extends AuthUser {
  familyId: string;
}

export interface AccessTokenInput extends AccessTokenHolder {
  /** Seconds since the epoch; the same input signs to the same token, which a refresh retry relies on. */
  issuedAtSec: number;
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;

/** HS256 access tokens living `AUTH.accessTokenMaxAgeSec`. */
export function createAccessTokens(key: Uint8Array) {
  return {
    sign({ id, roles, sessionID, familyId, issuedAtSec }: AccessTokenInput): Promise<string> {
      return new SignJWT({ sid: sessionID, fid: familyId, roles })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(ISSUER)
        .setSubject(String(id))
        .setIssuedAt(issuedAtSec)
        .setExpirationTime(issuedAtSec + AUTH.accessTokenMaxAgeSec)
        .sign(key);
    },

    /** The user behind a valid, unexpired token; null for anything else. Whether its session is still open is the caller's check. */
    async verify(token: string, nowMs: number): Promise<AccessTokenHolder | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          currentDate: new Date(nowMs),
        });
        const claims = claimsSchema.parse(payload);
        return { id: Number(claims.sub), roles: claims.roles, sessionID: claims.sid, familyId: claims.fid };
      } catch {
        return null;
      }
    },
  };
}
