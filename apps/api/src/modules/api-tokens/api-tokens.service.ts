import {
  API_TOKENS_PER_USER,
  type ApiScope,
  type ApiToken,
  type CreatedApiToken,
  type CreateApiTokenRequest,
  createApiTokenRequestSchema,
  UserRole,
} from '@lootmarket/domain';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../platform/http/app-error';
import type { AuthUser } from '../../platform/http/auth-user';
import type { ApiTokensDeps, RequestOrigin } from './api-tokens.ports';
import { createApiTokensRepo, type ApiTokenRow } from './api-tokens.repo';
import { hashApiToken, newApiToken, normaliseAddress, tokenHint } from './api-tokens.secret';

const DAY_MS = 24 * 3600 * 1000;
/** A token acts as its owner's shop and channel, never as staff, whatever roles the owner holds. */
const TOKEN_ROLES: readonly UserRole[] = [UserRole.Customer, UserRole.Seller, UserRole.Streamer];

export type ApiTokensService = ReturnType<typeof createApiTokensService>;

export function tokenView(row: ApiTokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    hint: row.hint,
    scopes: row.scopes as ApiScope[],
    allowedAddresses: row.allowedAddresses,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    lastUsedAddress: row.lastUsedAddress,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

function allowedAddressesOf(entries: readonly string[]): string[] {
  const bad = entries.filter((entry) => normaliseAddress(entry) === null);
  if (bad.length > 0) {
    throw new AppError('VALIDATION_FAILED', `Не IP-адрес и не сеть: ${bad.slice(0, 3).join(', ')}`, {
      issues: [{ path: '/allowedAddresses', code: 'invalid_address', message: 'Укажите IP-адрес или сеть CIDR' }],
    });
  }
  return [...new Set(entries.map((entry) => normaliseAddress(entry)!))];
}

/** Personal API tokens (decision 045): issued once, kept as hashes, checked on every call they make. */
export function createApiTokensService({ db, audit, rolesOf, kind, now }: ApiTokensDeps) {
  const repo = createApiTokensRepo(db);

  return {
    async create(userId: number, input: CreateApiTokenRequest, origin: RequestOrigin): Promise<CreatedApiToken> {
      const request = createApiTokenRequestSchema.parse(input);
      const allowedAddresses = allowedAddressesOf(request.allowedAddresses);
      const at = new Date(now());
      const token = newApiToken(kind);
      const row = await inTransaction(db, async (tx) => {
        const txRepo = createApiTokensRepo(tx);
        if ((await txRepo.countLive(userId, at)) >= API_TOKENS_PER_USER) {
          throw new AppError('CONFLICT', `Не больше ${API_TOKENS_PER_USER} действующих токенов: отзовите ненужные`);
        }
        const created = await txRepo.insert({
          userId,
          name: request.name,
          secretHash: hashApiToken(token),
          hint: tokenHint(token),
          scopes: request.scopes,
          allowedAddresses,
          createdAt: at,
          expiresAt: new Date(at.getTime() + request.expiresInDays * DAY_MS),
        });
        await audit.record(tx, {
          action: 'api_token.create',
          actor: { type: 'user', id: String(userId) },
          target: { type: 'api_token', id: created.id },
          after: { name: created.name, scopes: created.scopes, expiresAt: created.expiresAt, allowedAddresses },
          request: origin,
        });
        return created;
      });
      return { ...tokenView(row), token };
    },

    async list(userId: number): Promise<{ items: ApiToken[] }> {
      return { items: (await repo.listOf(userId)).map(tokenView) };
    },

    /** Takes effect on the token's next call in every process: nothing about a token is cached. */
    async revoke(userId: number, id: string, origin: RequestOrigin): Promise<ApiToken> {
      return inTransaction(db, async (tx) => {
        const change = await createApiTokensRepo(tx).revoke(userId, id, new Date(now()));
        if (!change) throw new AppError('NOT_FOUND', 'Токен не найден');
        if (change.before.revokedAt === null) {
          await audit.record(tx, {
            action: 'api_token.revoke',
            actor: { type: 'user', id: String(userId) },
            target: { type: 'api_token', id },
            before: { revokedAt: null },
            after: { revokedAt: change.after.revokedAt },
            request: origin,
          });
        }
        return tokenView(change.after);
      });
    },

    /** The caller a live token stands for, or null for an unknown, revoked or expired one. */
    async authenticate(token: string): Promise<AuthUser | null> {
      const row = await repo.findBySecretHash(hashApiToken(token));
      if (!row || row.revokedAt || row.expiresAt.getTime() <= now()) return null;
      const roles = await rolesOf(row.userId);
      if (!roles) return null;
      const tokenRoles = TOKEN_ROLES.filter(
        (role) => roles.includes(role) || (role === UserRole.Seller && roles.includes(UserRole.Admin)),
      );
      return {
        id: row.userId,
        roles: tokenRoles,
        sessionID: `api-token:${row.id}`,
        apiToken: { id: row.id, scopes: row.scopes as ApiScope[], allowedAddresses: row.allowedAddresses },
      };
    },

    touch: (id: string, address: string): Promise<void> => repo.touch(id, new Date(now()), address),
  };
}
