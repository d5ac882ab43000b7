import {
  UserRole,
  type AdminUserCard,
  type BlockUserRequest,
  type UnblockUserRequest,
  type UserBlock,
} from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../platform/http/app-error';
import type { AuditRecorder } from '../audit/audit.ports';
import type { StaffContext } from './staff.service';
import { createUsersAdminRepo, type BlockRow } from './users-admin.repo';
import { createUsersRepo, type UserRow } from './users.repo';

export interface UsersAdminDeps {
  db: Db;
  audit: AuditRecorder;
  now: () => number;
  /** Auth revokes every session of the user in `tx` and, once it commits, ends them in every process. */
  endSessions(userId: number, tx: Db): Promise<void>;
  /** Offers take the seller's listed offers off the catalog, or put back exactly those, in `tx`. */
  offers: {
    hideForBlock(sellerId: number, tx: Db): Promise<number>;
    restoreAfterBlock(sellerId: number, tx: Db): Promise<number>;
  };
}

const NOT_FOUND = 'Пользователь не найден';

export const toUserBlock = (row: BlockRow): UserBlock | null =>
  row.blockedAt && row.blockReasonCode
    ? {
        reasonCode: row.blockReasonCode,
        reason: row.blockReason ?? '',
        blockedAt: row.blockedAt.toISOString(),
        blockedBy: row.blockedBy,
      }
    : null;

export const toAdminUserCard = (row: UserRow): AdminUserCard => ({
  id: row.id,
  name: row.name,
  email: row.email,
  donationSlug: row.donationSlug,
  roles: row.roles,
  createdAt: row.createdAt.toISOString(),
  blocked: row.blockedAt !== null,
});

/** Staff find accounts, and block or unblock them (decision 041); each change is audited in its transaction. */
export function createUsersAdminService({ db, audit, now, endSessions, offers }: UsersAdminDeps) {
  const repo = createUsersAdminRepo(db);

  /** A staff member never blocks themselves; only a superadmin blocks or unblocks a superadmin. */
  function assertMayChange(target: BlockRow, context: StaffContext, actorRoles: readonly number[]): void {
    if (target.id === context.staffId) throw new AppError('CONFLICT', 'Нельзя заблокировать самого себя');
    if (target.roles.includes(UserRole.Admin) && !actorRoles.includes(UserRole.Admin))
      throw new AppError('FORBIDDEN', 'Суперадмина может заблокировать только суперадмин');
  }

  async function locked(tx: Db, userId: number): Promise<BlockRow> {
    const row = await repo.lock(tx, userId);
    if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
    return row;
  }

  return {
    async search(q: string): Promise<{ items: AdminUserCard[] }> {
      if (q === '') return { items: [] };
      return { items: (await repo.search(q)).map(toAdminUserCard) };
    },

    /** The account as staff see it, with its block; 404 when there is none. */
    async card(userId: number) {
      const row = await createUsersRepo(db).findById(userId);
      if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
      return { ...toAdminUserCard(row), block: toUserBlock(row) };
    },

    /** The block in force on the account, or null. */
    async blockOf(userId: number): Promise<UserBlock | null> {
      const row = await repo.blockOf(userId);
      return row ? toUserBlock(row) : null;
    },

    /**
     * Blocks the account: its sessions end everywhere, its offers leave the catalog, its payouts wait (the
     * withdrawals module reads the block), all in one transaction with the audit row. Blocking again only
     * replaces the reason.
     */
    block(userId: number, request: BlockUserRequest, context: StaffContext, actorRoles: readonly number[]) {
      return inTransaction(db, async (tx): Promise<UserBlock> => {
        const before = await locked(tx, userId);
        assertMayChange(before, context, actorRoles);
        const at = new Date(now());
        await repo.setBlock(tx, userId, { at, code: request.reasonCode, reason: request.reason, by: context.staffId });
        const hiddenOffers = await offers.hideForBlock(userId, tx);
        await endSessions(userId, tx);
        await audit.record(tx, {
          action: 'user.block',
          ...context,
          target: { type: 'user', id: String(userId) },
          reason: request.reason,
          before: { blocked: before.blockedAt !== null, reasonCode: before.blockReasonCode },
          after: { blocked: true, reasonCode: request.reasonCode, hiddenOffers },
        });
        return toUserBlock({
          ...before,
          blockedAt: at,
          blockReasonCode: request.reasonCode,
          blockReason: request.reason,
          blockedBy: context.staffId,
        })!;
      });
    },

    /** Lifts the block: sign-in and payouts work again, and the offers the block hid are listed again. */
    unblock(userId: number, request: UnblockUserRequest, context: StaffContext, actorRoles: readonly number[]) {
      return inTransaction(db, async (tx): Promise<{ ok: true }> => {
        const before = await locked(tx, userId);
        assertMayChange(before, context, actorRoles);
        if (!before.blockedAt) throw new AppError('CONFLICT', 'Пользователь не заблокирован');
        await repo.setBlock(tx, userId, null);
        const restoredOffers = await offers.restoreAfterBlock(userId, tx);
        await audit.record(tx, {
          action: 'user.unblock',
          ...context,
          target: { type: 'user', id: String(userId) },
          reason: request.reason,
          before: { blocked: true, reasonCode: before.blockReasonCode },
          after: { blocked: false, reasonCode: null, restoredOffers },
        });
        return { ok: true };
      });
    },
  };
}
export type UsersAdminService = ReturnType<typeof createUsersAdminService>;
