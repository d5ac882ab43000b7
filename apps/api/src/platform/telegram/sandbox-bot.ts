import type { Db } from '../../db/client';
import { TelegramApiError, type TelegramBot } from './bot-api';
import { createSandboxTelegramRepo } from './sandbox-telegram.repo';

export const SANDBOX_TELEGRAM_PATH = '/sandbox/telegram';
export const SANDBOX_BOT_USERNAME = 'lootmarket_sandbox_bot';

/**
 * The development bot: what it sends is kept for the sandbox page instead of reaching Telegram, and a chat
 * "blocked" on that page answers 403 as Telegram does. Updates come from the sandbox page through the same
 * webhook handler a real bot's do.
 */
export function createSandboxBot(db: Db): TelegramBot & { repo: ReturnType<typeof createSandboxTelegramRepo> } {
  const repo = createSandboxTelegramRepo(db);
  return {
    kind: 'sandbox',
    username: SANDBOX_BOT_USERNAME,
    repo,
    async sendMessage({ chatId, html, button }) {
      if (await repo.isBlocked(chatId)) throw new TelegramApiError(403, 'Forbidden: bot was blocked by the user');
      await repo.insertMessage({ chatId, html, buttonText: button?.text ?? null, buttonUrl: button?.url ?? null });
    },
    setWebhook: async () => {},
    getUpdates: async () => [],
  };
}

export type SandboxBot = ReturnType<typeof createSandboxBot>;
