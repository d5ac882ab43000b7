import { isStaffRole, UserRole, type StaffMember, type StaffRolesRequest } from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../platform/http/app-error';
import type { AuditRecorder, AuditEntry } from '../audit/audit.ports';
import { createStaffRepo } from './staff.repo';

export interface StaffServiceDeps {
  db: Db;
  audit: AuditRecorder;
  /** Auth forgets the user's cached roles in every process, in the change's transaction. */
  rolesChanged: (userIds: readonly number[], tx: Db) => Promise<void>;
}

/** Who asks, from where: the audit row's actor and request. */
export type StaffContext = Pick<AuditEntry, 'actor' | 'request'> & { staffId: number };

const toMember = (row: { id: number; name: string; email: string | null; roles: number[] }): StaffMember => ({
  userId: String(row.id),
  name: row.name,
  email: row.email,
  roles: row.roles.filter(isStaffRole),
});

/** Staff roles: only a superadmin grants them (the route's permission), and each change is audited. */
export function createStaffService({ db, audit, rolesChanged }: StaffServiceDeps) {
  const repo = createStaffRepo(db);
  return {
    /** Everyone holding a staff role. */
    async list(): Promise<{ items: StaffMember[] }> {
      return { items: (await repo.staff()).map(toMember) };
    },
    /** Replaces the user's staff roles; their other roles stay. A superadmin cannot take their own superadmin role. */
    async setRoles(userId: number, request: StaffRolesRequest, context: StaffContext): Promise<StaffMember> {
      if (userId === context.staffId && !request.roles.includes(UserRole.Admin))
        throw new AppError('CONFLICT', 'Нельзя снять роль суперадмина с себя');
      return inTransaction(db, async (tx) => {
        const user = await repo.lockUser(tx, userId);
        if (!user) throw new AppError('NOT_FOUND', 'Пользователь не найден');
        const roles = [...user.roles.filter((role) => !isStaffRole(role)), ...new Set(request.roles)];
        await repo.setRoles(tx, userId, roles);
        await audit.record(tx, {
          action: 'staff.grant',
          ...context,
          target: { type: 'user', id: String(userId) },
          reason: request.reason,
          before: { roles: toMember(user).roles },
          after: { roles: [...new Set(request.roles)] },
        });
        await rolesChanged([userId], tx);
        return toMember({ ...user, roles });
      });
    },
  };
}
export type StaffService = ReturnType<typeof createStaffService>;
