import type { TelegramUpdate } from '@lootmarket/domain';
import type { FastifyBaseLogger } from 'fastify';
import { inTransaction } from '../../db/transaction';
import type { BotUpdate } from '../../platform/telegram/bot-api';
import { queueReply } from './telegram.delivery';
import { BOT_REPLIES } from './telegram.messages';
import type { TelegramDeps } from './telegram.ports';
import { createTelegramRepo } from './telegram.repo';
import { hashLinkToken, parseBotCommand } from './telegram.tokens';

const POLL_SECONDS = 25;
const POLL_ERROR_PAUSE_MS = 5_000;

/** The bot's side of the chat: `/start <token>` links it, `/stop` unlinks it; anything else is ignored. */
export function createTelegramUpdates({ db, bots, now }: TelegramDeps) {
  async function handle(update: TelegramUpdate | BotUpdate): Promise<void> {
    const message = update.message;
    // Only private chats: a group must not receive one person's orders.
    if (!message || (message.chat as { type?: string }).type === 'group') return;
    const command = parseBotCommand(message.text);
    if (!command) return;
    const chatId = message.chat.id;
    await inTransaction(db, async (tx) => {
      const repo = createTelegramRepo(tx);
      if (command.command === 'stop') {
        await repo.deleteLinksOfChat(chatId);
        return queueReply(tx, chatId, BOT_REPLIES.stopped, null);
      }
      if (!command.payload) return queueReply(tx, chatId, BOT_REPLIES.noToken, null);
      const at = new Date(now());
      const userId = await repo.consumeToken(hashLinkToken(command.payload), at);
      if (userId === null) return queueReply(tx, chatId, BOT_REPLIES.badToken, null);
      await repo.upsertLink({ userId, chatId, username: message.from?.username ?? null, linkedAt: at });
      await queueReply(tx, chatId, BOT_REPLIES.linked, `/${userId}/settings`);
    });
  }

  /**
   * How updates reach `handle` outside the webhook: long polling with a real bot in development, or the
   * webhook set at PUBLIC_URL. Answers a stop function.
   */
  async function start(
    log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
    webhookUrl: string | null,
  ): Promise<() => Promise<void>> {
    const bot = bots.bot;
    if (!bot || bot.kind !== 'real') return async () => {};
    if (bots.updates === 'webhook') {
      if (webhookUrl && bots.webhookSecret) await bot.setWebhook(webhookUrl, bots.webhookSecret);
      else log.warn('Telegram webhook needs PUBLIC_URL and TELEGRAM_WEBHOOK_SECRET: the bot hears nothing');
      return async () => {};
    }
    const stop = new AbortController();
    const loop = (async () => {
      let offset = 0;
      while (!stop.signal.aborted) {
        try {
          for (const update of await bot.getUpdates(offset, POLL_SECONDS, stop.signal)) {
            offset = update.update_id + 1;
            await handle(update);
          }
        } catch (error) {
          if (stop.signal.aborted) break;
          log.warn({ err: error }, 'Telegram getUpdates failed; trying again');
          await new Promise((resolve) => setTimeout(resolve, POLL_ERROR_PAUSE_MS));
        }
      }
    })();
    log.info('Telegram bot polls for updates');
    return async () => {
      stop.abort();
      await loop;
    };
  }

  return { handle, start };
}
