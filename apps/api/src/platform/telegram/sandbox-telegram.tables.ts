import { bigint, boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What the development sandbox bot "sent": each message with its button, per fake chat, so the sandbox page
 * shows it. Stays empty in production.
 */
export const sandboxTelegramMessages = pgTable(
  'sandbox_telegram_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    chatId: bigint('chat_id', { mode: 'number' }).notNull(),
    html: text('html').notNull(),
    buttonText: text('button_text'),
    buttonUrl: text('button_url'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('sandbox_telegram_messages_chat_idx').on(table.chatId, table.id)],
);

/** Fake chats of the sandbox; a blocked one answers 403 to the bot as Telegram would. */
export const sandboxTelegramChats = pgTable('sandbox_telegram_chats', {
  chatId: bigint('chat_id', { mode: 'number' }).primaryKey(),
  blocked: boolean('blocked').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
