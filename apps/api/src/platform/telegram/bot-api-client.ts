import { TelegramApiError, type BotUpdate, type OutgoingMessage, type TelegramBot } from './bot-api';

export interface BotApiClientOptions {
  token: string;
  username: string;
  /** https://api.telegram.org, or a local fake in tests. */
  apiUrl: string;
  timeoutMs?: number;
}

interface BotApiAnswer<T> {
  ok: boolean;
  result?: T;
  description?: string;
  error_code?: number;
  parameters?: { retry_after?: number };
}

/** The real Bot API: `https://api.telegram.org/bot<token>/<method>` with JSON bodies. */
export function createBotApiClient({ token, username, apiUrl, timeoutMs = 15_000 }: BotApiClientOptions): TelegramBot {
  const base = `${apiUrl.replace(/\/$/, '')}/bot${token}`;

  async function call<T>(method: string, body: unknown, signal?: AbortSignal, waitMs = timeoutMs): Promise<T> {
    const timeout = AbortSignal.timeout(waitMs);
    const response = await fetch(`${base}/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    const answer = (await response.json().catch(() => ({ ok: false }))) as BotApiAnswer<T>;
    if (!response.ok || !answer.ok) {
      throw new TelegramApiError(
        answer.error_code ?? response.status,
        answer.description ?? response.statusText,
        answer.parameters?.retry_after,
      );
    }
    return answer.result as T;
  }

  return {
    kind: 'real',
    username,
    async sendMessage({ chatId, html, button }: OutgoingMessage) {
      await call('sendMessage', {
        chat_id: chatId,
        text: html,
        parse_mode: 'HTML',
        link_preview_options: { is_disabled: true },
        ...(button ? { reply_markup: { inline_keyboard: [[{ text: button.text, url: button.url }]] } } : {}),
      });
    },
    async setWebhook(url, secretToken) {
      await call('setWebhook', { url, secret_token: secretToken, allowed_updates: ['message'] });
    },
    getUpdates: (offset, timeoutSeconds, signal) =>
      call<BotUpdate[]>(
        'getUpdates',
        { offset, timeout: timeoutSeconds, allowed_updates: ['message'] },
        signal,
        (timeoutSeconds + 10) * 1000,
      ),
  };
}
