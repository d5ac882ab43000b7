import Fastify from 'fastify';
import type { BotUpdate } from './bot-api';

export const FAKE_BOT = { token: '123456789:test-bot-token_AbC', username: 'lootmarket_test_bot' };

export interface FakeBotRequest {
  method: string;
  body: Record<string, unknown>;
}

/**
 * The Telegram Bot API as our backend sees it, on 127.0.0.1: `/bot<token>/<method>` with JSON bodies,
 * `{ ok, result }` answers, 401 for a wrong token, 403 for a chat that blocked the bot, 429 with
 * `retry_after` when told to, and a queue of updates for `getUpdates` long polling.
 */
export async function startFakeBotApi() {
  const app = Fastify({ logger: false });
  const requests: FakeBotRequest[] = [];
  const blocked = new Set<number>();
  const updates: BotUpdate[] = [];
  let throttled = 0;

  app.post<{ Params: { token: string; method: string }; Body: Record<string, unknown> }>(
    '/:token/:method',
    async (request, reply) => {
      if (request.params.token !== `bot${FAKE_BOT.token}`) {
        return reply.code(401).send({ ok: false, error_code: 401, description: 'Unauthorized' });
      }
      const { method } = request.params;
      const body = request.body ?? {};
      requests.push({ method, body });
      if (method === 'getUpdates') {
        const offset = Number(body.offset ?? 0);
        const result = updates.filter((update) => update.update_id >= offset);
        // Long polling holds an empty answer back; a short hold keeps a polling loop from spinning.
        if (result.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
        return { ok: true, result };
      }
      if (method === 'setWebhook') return { ok: true, result: true, description: 'Webhook was set' };
      if (method !== 'sendMessage')
        return reply.code(404).send({ ok: false, error_code: 404, description: 'Not Found' });
      if (throttled > 0) {
        throttled -= 1;
        return reply.code(429).send({
          ok: false,
          error_code: 429,
          description: 'Too Many Requests: retry after 1',
          parameters: { retry_after: 1 },
        });
      }
      if (blocked.has(Number(body.chat_id))) {
        return reply
          .code(403)
          .send({ ok: false, error_code: 403, description: 'Forbidden: bot was blocked by the user' });
      }
      return { ok: true, result: { message_id: requests.length, chat: { id: body.chat_id }, text: body.text } };
    },
  );

  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url: address,
    requests,
    sent: () => requests.filter((request) => request.method === 'sendMessage').map((request) => request.body),
    block: (chatId: number) => void blocked.add(chatId),
    throttleNext: (times: number) => void (throttled = times),
    pushUpdate: (update: BotUpdate) => void updates.push(update),
    /** Closes at once, keep-alive and aborted long polls included. */
    close: async () => {
      const closing = app.close();
      app.server.closeAllConnections();
      await closing;
    },
  };
}

export type FakeBotApi = Awaited<ReturnType<typeof startFakeBotApi>>;
