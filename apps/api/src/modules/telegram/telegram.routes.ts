import { telegramEndpoints } from '@lootmarket/domain/endpoints/telegram';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/http/app-error';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import type { TelegramService } from './telegram.service';

const tags = ['telegram'];
const security = [{ bearerAuth: [] }];

export const TELEGRAM_SECRET_HEADER = 'x-telegram-bot-api-secret-token';

/** Private: the signed-in user's Telegram chat and its switches. */
export async function telegramPrivateRoutes(app: FastifyInstance, { telegram }: { telegram: TelegramService }) {
  registerEndpoint(
    app,
    telegramEndpoints.status,
    { schema: { tags, summary: 'My Telegram chat: linked or not, and which events it hears about', security } },
    (request) => telegram.status(request.user!.id),
  );
  registerEndpoint(
    app,
    telegramEndpoints.link,
    { schema: { tags, summary: 'A one-time deep link that links my Telegram chat (15 minutes)', security } },
    (request) => telegram.createLink(request.user!.id),
  );
  registerEndpoint(
    app,
    telegramEndpoints.savePreferences,
    { schema: { tags, summary: 'Switch Telegram notifications per event', security } },
    (request) => telegram.savePreferences(request.user!.id, request.body),
  );
  registerEndpoint(
    app,
    telegramEndpoints.unlink,
    { schema: { tags, summary: 'Unlink my Telegram chat', security } },
    (request) => telegram.unlink(request.user!.id),
  );
}

/** Public: Telegram's webhook, refused without the secret token given to setWebhook. */
export async function telegramWebhookRoutes(app: FastifyInstance, { telegram }: { telegram: TelegramService }) {
  registerEndpoint(
    app,
    telegramEndpoints.webhook,
    { schema: { tags, summary: 'Bot API updates (X-Telegram-Bot-Api-Secret-Token required)' } },
    async (request) => {
      const secret = request.headers[TELEGRAM_SECRET_HEADER];
      if (!telegram.acceptsSecret(typeof secret === 'string' ? secret : undefined)) {
        throw new AppError('UNAUTHORIZED', 'Неверный секрет вебхука');
      }
      await telegram.handleUpdate(request.body);
      return { ok: true as const };
    },
  );
}
