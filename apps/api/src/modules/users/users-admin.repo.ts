import { desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { BlockReasonCode } from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { users } from './users.tables';

const SEARCH_LIMIT = 50;

/** `%`, `_` and `\` are wildcards to LIKE; a search types them literally. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export type BlockRow = Pick<
  typeof users.$inferSelect,
  'id' | 'roles' | 'blockedAt' | 'blockReasonCode' | 'blockReason' | 'blockedBy'
>;

const blockColumns = {
  id: users.id,
  roles: users.roles,
  blockedAt: users.blockedAt,
  blockReasonCode: users.blockReasonCode,
  blockReason: users.blockReason,
  blockedBy: users.blockedBy,
};

/** Staff's reads of accounts and the block columns of decision 041. */
export function createUsersAdminRepo(db: Db) {
  return {
    /** Accounts whose id is `q`, or whose e-mail, name or donation slug holds it; newest first. */
    search(q: string) {
      const pattern = `%${likeEscaped(q)}%`;
      const matches: SQL[] = [
        ilike(users.email, pattern),
        ilike(users.name, pattern),
        ilike(users.donationSlug, pattern),
      ];
      if (/^\d{1,15}$/.test(q)) matches.unshift(eq(users.id, Number(q)));
      return db
        .select()
        .from(users)
        .where(or(...matches))
        .orderBy(sql`${users.id} = ${/^\d{1,15}$/.test(q) ? Number(q) : 0} desc`, desc(users.id))
        .limit(SEARCH_LIMIT);
    },

    async blockOf(id: number): Promise<BlockRow | undefined> {
      const [row] = await db.select(blockColumns).from(users).where(eq(users.id, id));
      return row;
    },

    /** The account's block columns, locked until the transaction ends. */
    async lock(tx: Db, id: number): Promise<BlockRow | undefined> {
      const [row] = await tx.select(blockColumns).from(users).where(eq(users.id, id)).for('update');
      return row;
    },

    async setBlock(
      tx: Db,
      id: number,
      block: { at: Date; code: BlockReasonCode; reason: string; by: number } | null,
    ): Promise<void> {
      await tx
        .update(users)
        .set({
          blockedAt: block?.at ?? null,
          blockReasonCode: block?.code ?? null,
          blockReason: block?.reason ?? null,
          blockedBy: block?.by ?? null,
        })
        .where(eq(users.id, id));
    },
  };
}
