import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { telegramLinks, telegramLinkTokens, telegramPreferences } from './telegram.tables';

export type TelegramLinkRow = typeof telegramLinks.$inferSelect;
export type TelegramPreferencesRow = typeof telegramPreferences.$inferSelect;

export function createTelegramRepo(db: Db) {
  return {
    findLink: async (userId: number): Promise<TelegramLinkRow | null> =>
      (await db.select().from(telegramLinks).where(eq(telegramLinks.userId, userId)))[0] ?? null,

    /** Links the user to the chat, replacing an earlier chat and clearing a block. */
    upsertLink: async (row: Omit<TelegramLinkRow, 'blockedAt'>): Promise<void> => {
      await db
        .insert(telegramLinks)
        .values({ ...row, blockedAt: null })
        .onConflictDoUpdate({
          target: telegramLinks.userId,
          set: { chatId: row.chatId, username: row.username, linkedAt: row.linkedAt, blockedAt: null },
        });
    },

    deleteLink: async (userId: number): Promise<void> => {
      await db.delete(telegramLinks).where(eq(telegramLinks.userId, userId));
    },

    /** `/stop` in a chat unlinks every account linked to it; answers how many were. */
    deleteLinksOfChat: async (chatId: number): Promise<number> =>
      (await db.delete(telegramLinks).where(eq(telegramLinks.chatId, chatId)).returning({ id: telegramLinks.userId }))
        .length,

    /** Stops delivery to a chat that refused the bot, unless it was linked again meanwhile. */
    markBlocked: async (userId: number, chatId: number, at: Date): Promise<void> => {
      await db
        .update(telegramLinks)
        .set({ blockedAt: at })
        .where(
          and(eq(telegramLinks.userId, userId), eq(telegramLinks.chatId, chatId), isNull(telegramLinks.blockedAt)),
        );
    },

    insertToken: async (row: typeof telegramLinkTokens.$inferInsert): Promise<void> => {
      await db.insert(telegramLinkTokens).values(row);
    },

    /** Spends a token once: answers its user when it was unused and unexpired, else null. */
    consumeToken: async (tokenHash: string, at: Date): Promise<number | null> =>
      (
        await db
          .update(telegramLinkTokens)
          .set({ usedAt: at })
          .where(
            and(
              eq(telegramLinkTokens.tokenHash, tokenHash),
              isNull(telegramLinkTokens.usedAt),
              gt(telegramLinkTokens.expiresAt, at),
            ),
          )
          .returning({ userId: telegramLinkTokens.userId })
      )[0]?.userId ?? null,

    /** A new link supersedes the user's earlier unused ones. */
    retireTokens: async (userId: number, at: Date): Promise<void> => {
      await db
        .update(telegramLinkTokens)
        .set({ usedAt: at })
        .where(and(eq(telegramLinkTokens.userId, userId), isNull(telegramLinkTokens.usedAt)));
    },

    findPreferences: async (userId: number): Promise<TelegramPreferencesRow | null> =>
      (await db.select().from(telegramPreferences).where(eq(telegramPreferences.userId, userId)))[0] ?? null,

    upsertPreferences: async (row: Omit<TelegramPreferencesRow, never>): Promise<void> => {
      await db
        .insert(telegramPreferences)
        .values(row)
        .onConflictDoUpdate({
          target: telegramPreferences.userId,
          set: { disabledEvents: row.disabledEvents, donationMinMinor: row.donationMinMinor, updatedAt: row.updatedAt },
        });
    },
  };
}
