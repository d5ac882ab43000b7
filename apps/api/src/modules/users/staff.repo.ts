import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from './users.tables';

/** Staff roles are numbers 1 and 3–6 (decision 038). */
const STAFF_ROLE_SQL = sql`${users.roles} && '{1,3,4,5,6}'::smallint[]`;

export function createStaffRepo(db: Db) {
  return {
    /** The user with their roles, locked until the transaction ends. */
    async lockUser(tx: Db, id: number) {
      const [row] = await tx
        .select({ id: users.id, name: users.name, email: users.email, roles: users.roles })
        .from(users)
        .where(eq(users.id, id))
        .for('update');
      return row;
    },
    async setRoles(tx: Db, id: number, roles: number[]): Promise<void> {
      await tx.update(users).set({ roles }).where(eq(users.id, id));
    },
    staff() {
      return db
        .select({ id: users.id, name: users.name, email: users.email, roles: users.roles })
        .from(users)
        .where(STAFF_ROLE_SQL)
        .orderBy(asc(users.id));
    },
  };
}
