import { randomInt } from 'node:crypto';
import { telegramStartTokenSchema } from '@lootmarket/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SANDBOX_TELEGRAM_PATH, type SandboxBot } from '../../platform/telegram/sandbox-bot';
import { sandboxTelegramPage, sendSandboxTelegramPage } from './sandbox-telegram.page';
import { TELEGRAM_SECRET_HEADER } from './telegram.routes';

const chatId = z.coerce.number().int().positive().max(9_999_999_999);
const query = z.object({ start: telegramStartTokenSchema.optional(), chat: chatId.optional() });
const startBody = z.object({ start: telegramStartTokenSchema, chat: chatId.optional() });
const chatBody = z.object({ chat: chatId, action: z.enum(['stop', 'block', 'unblock']) });

export interface SandboxTelegramRoutesOptions {
  sandbox: SandboxBot;
  webhookSecret: string;
  /** Our own webhook, which the fake chat calls as Telegram would. */
  webhookPath: string;
}

/** The sandbox Telegram chat: registered only outside production, when no real bot is configured. */
export async function sandboxTelegramRoutes(app: FastifyInstance, options: SandboxTelegramRoutesOptions) {
  const { sandbox } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, raw, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(raw))));
  });

  /** What Telegram does when the person types in the chat: an update to the webhook with the secret. */
  async function say(chat: number, text: string): Promise<boolean> {
    const update = {
      update_id: randomInt(1, 2 ** 31 - 1),
      message: {
        message_id: randomInt(1, 2 ** 31 - 1),
        date: Math.floor(Date.now() / 1000),
        chat: { id: chat, type: 'private' },
        from: { id: chat, is_bot: false, first_name: 'Разработчик', username: `sandbox_${chat}` },
        text,
      },
    };
    const response = await app.inject({
      method: 'POST',
      url: options.webhookPath,
      headers: { 'content-type': 'application/json', [TELEGRAM_SECRET_HEADER]: options.webhookSecret },
      payload: JSON.stringify(update),
    });
    return response.statusCode === 200;
  }

  const schema = { tags: ['sandbox'], hide: true };
  api.get(SANDBOX_TELEGRAM_PATH, { schema: { ...schema, querystring: query } }, async (request, reply) => {
    const chat = request.query.chat ?? null;
    const messages = await sandbox.repo.recentMessages(50, chat ?? undefined);
    const blocked = chat !== null && (await sandbox.repo.isBlocked(chat));
    return sendSandboxTelegramPage(reply, 200, (nonce) =>
      sandboxTelegramPage(nonce, { start: request.query.start ?? null, chatId: chat, blocked, messages }),
    );
  });
  api.post(`${SANDBOX_TELEGRAM_PATH}/start`, { schema: { ...schema, body: startBody } }, async (request, reply) => {
    const chat = request.body.chat ?? randomInt(100_000_000, 999_999_999);
    if (!(await say(chat, `/start ${request.body.start}`)))
      request.log.warn('sandbox Telegram: webhook refused /start');
    return reply.redirect(`${SANDBOX_TELEGRAM_PATH}?chat=${chat}`, 303);
  });
  api.post(`${SANDBOX_TELEGRAM_PATH}/chat`, { schema: { ...schema, body: chatBody } }, async (request, reply) => {
    const { chat, action } = request.body;
    if (action === 'stop') await say(chat, '/stop');
    else await sandbox.repo.setBlocked(chat, action === 'block');
    return reply.redirect(`${SANDBOX_TELEGRAM_PATH}?chat=${chat}`, 303);
  });
}
