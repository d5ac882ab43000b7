import { createHmac } from 'node:crypto';
import { sandboxesEnabled, type AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { TelegramBot } from './bot-api';
import { createBotApiClient } from './bot-api-client';
import { createSandboxBot, type SandboxBot } from './sandbox-bot';

export interface TelegramBots {
  /** The bot that sends notifications; null when none is configured and no sandbox runs. */
  bot: TelegramBot | null;
  /** The sandbox bot when it plays the bot, for the sandbox page. */
  sandbox: SandboxBot | null;
  /** What incoming updates must carry in X-Telegram-Bot-Api-Secret-Token; null refuses every update. */
  webhookSecret: string | null;
  /** How updates arrive: Telegram calls the webhook, or this process polls getUpdates. */
  updates: 'webhook' | 'polling';
}

/**
 * The real Bot API when a token and the bot's name are set; otherwise the sandbox bot while sandboxes are
 * on (the same webhook handler, with a secret derived from AUTH_SECRET); otherwise none.
 */
export function createTelegramBots(config: AppConfig, db: Db): TelegramBots {
  if (config.TELEGRAM_BOT_TOKEN && config.TELEGRAM_BOT_NAME) {
    return {
      bot: createBotApiClient({
        token: config.TELEGRAM_BOT_TOKEN,
        username: config.TELEGRAM_BOT_NAME.replace(/^@/, ''),
        apiUrl: config.TELEGRAM_BOT_API_URL,
      }),
      sandbox: null,
      webhookSecret: config.TELEGRAM_WEBHOOK_SECRET ?? null,
      updates: config.TELEGRAM_UPDATES ?? (config.APP_ENV === 'development' ? 'polling' : 'webhook'),
    };
  }
  if (!sandboxesEnabled(config)) return { bot: null, sandbox: null, webhookSecret: null, updates: 'webhook' };
  const sandbox = createSandboxBot(db);
  const webhookSecret = createHmac('sha256', config.AUTH_SECRET).update('telegram-sandbox-webhook').digest('base64url');
  return { bot: sandbox, sandbox, webhookSecret, updates: 'webhook' };
}
