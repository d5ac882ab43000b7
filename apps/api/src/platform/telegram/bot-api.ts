/** A URL button under a message: Telegram opens the address when pressed. */
export interface UrlButton {
  text: string;
  url: string;
}

export interface OutgoingMessage {
  chatId: number;
  /** HTML (`parse_mode: HTML`): the caller escapes what it did not write itself. */
  html: string;
  button?: UrlButton | undefined;
}

/** One update as the Bot API hands it over (webhook body or a getUpdates item). */
export interface BotUpdate {
  update_id: number;
  message?: { chat: { id: number }; from?: { id: number; username?: string }; text?: string };
}

/** What the product asks of a Telegram bot; the real Bot API and the development sandbox both speak it. */
export interface TelegramBot {
  /** `real` talks to Telegram; `sandbox` keeps the messages for the sandbox page. */
  readonly kind: 'real' | 'sandbox';
  /** The bot's @username, for deep links. */
  readonly username: string;
  sendMessage(message: OutgoingMessage): Promise<void>;
  setWebhook(url: string, secretToken: string): Promise<void>;
  /** Long polling (development with a real token): waits up to `timeoutSeconds` for updates after `offset`. */
  getUpdates(offset: number, timeoutSeconds: number, signal?: AbortSignal): Promise<BotUpdate[]>;
}

/**
 * A refusal by the Bot API. 403 means the user blocked the bot (or the chat is gone): no retry will reach
 * them. 429 and 5xx are passing; `retryAfter` is Telegram's own advice in seconds.
 */
export class TelegramApiError extends Error {
  constructor(
    readonly status: number,
    readonly description: string,
    readonly retryAfter?: number,
  ) {
    super(`Telegram Bot API ${status}: ${description}`);
    this.name = 'TelegramApiError';
  }

  /** The chat cannot be written to any more: blocked, deactivated or never started. */
  get unreachable(): boolean {
    return this.status === 403 || (this.status === 400 && /chat not found/i.test(this.description));
  }
}
