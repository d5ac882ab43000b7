import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxTelegramChats, sandboxTelegramMessages } from './sandbox-telegram.tables';

export type SandboxTelegramMessage = typeof sandboxTelegramMessages.$inferSelect;

export function createSandboxTelegramRepo(db: Db) {
  return {
    insertMessage: async (row: Omit<typeof sandboxTelegramMessages.$inferInsert, 'id'>): Promise<void> => {
      await db.insert(sandboxTelegramMessages).values(row);
    },
    /** The newest messages, of one chat or of all. */
    recentMessages: (limit: number, chatId?: number): Promise<SandboxTelegramMessage[]> =>
      db
        .select()
        .from(sandboxTelegramMessages)
        .where(chatId === undefined ? undefined : eq(sandboxTelegramMessages.chatId, chatId))
        .orderBy(desc(sandboxTelegramMessages.id))
        .limit(limit),
    isBlocked: async (chatId: number): Promise<boolean> =>
      (
        await db
          .select({ chatId: sandboxTelegramChats.chatId })
          .from(sandboxTelegramChats)
          .where(and(eq(sandboxTelegramChats.chatId, chatId), eq(sandboxTelegramChats.blocked, true)))
      ).length > 0,
    setBlocked: async (chatId: number, blocked: boolean): Promise<void> => {
      await db
        .insert(sandboxTelegramChats)
        .values({ chatId, blocked })
        .onConflictDoUpdate({ target: sandboxTelegramChats.chatId, set: { blocked } });
    },
  };
}
