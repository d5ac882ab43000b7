import type { TelegramLinkResponse, TelegramPreferences, TelegramStatus } from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../platform/http/app-error';
import { SANDBOX_TELEGRAM_PATH } from '../../platform/telegram/sandbox-bot';
import { createTelegramDelivery, queueNotice } from './telegram.delivery';
import { telegramEventOf } from './telegram.events';
import { donationText } from './telegram.messages';
import type { ReceivedDonation, RelayedNotice, TelegramDeps } from './telegram.ports';
import { mergePreferences, preferencesView, wants } from './telegram.preferences';
import { createTelegramRepo } from './telegram.repo';
import { hashLinkToken, LINK_TOKEN_TTL_MS, newLinkToken, secretMatches } from './telegram.tokens';
import { createTelegramUpdates } from './telegram.updates';

export type TelegramService = ReturnType<typeof createTelegramService>;

/** Telegram notifications: a user's linked chat, its per-event switches and delivery through the jobs queue. */
export function createTelegramService(deps: TelegramDeps) {
  const { db, bots, now } = deps;
  const repo = createTelegramRepo(db);
  const updates = createTelegramUpdates(deps);

  async function status(userId: number): Promise<TelegramStatus> {
    const [link, preferences] = await Promise.all([repo.findLink(userId), repo.findPreferences(userId)]);
    return {
      available: bots.bot !== null,
      linked: link !== null,
      blocked: link?.blockedAt != null,
      username: link?.username ?? null,
      linkedAt: link?.linkedAt.toISOString() ?? null,
      preferences: preferencesView(preferences),
    };
  }

  /** Whether the user's chat is reachable and wants this event; read in the caller's transaction. */
  async function deliverable(tx: Db, userId: number, event: Parameters<typeof wants>[1], amount?: number) {
    const txRepo = createTelegramRepo(tx);
    const link = await txRepo.findLink(userId);
    return Boolean(link && !link.blockedAt && wants(await txRepo.findPreferences(userId), event, amount));
  }

  return {
    status,

    /** A one-time deep link `https://t.me/<bot>?start=<token>` (the sandbox chat in development); earlier ones stop working. */
    async createLink(userId: number): Promise<TelegramLinkResponse> {
      const bot = bots.bot;
      if (!bot) throw new AppError('UNAVAILABLE', 'Telegram-бот пока не подключён');
      const token = newLinkToken();
      const at = new Date(now());
      const expiresAt = new Date(at.getTime() + LINK_TOKEN_TTL_MS);
      await inTransaction(db, async (tx) => {
        await createTelegramRepo(tx).retireTokens(userId, at);
        await createTelegramRepo(tx).insertToken({ tokenHash: hashLinkToken(token), userId, expiresAt });
      });
      const url =
        bot.kind === 'sandbox'
          ? `${SANDBOX_TELEGRAM_PATH}?start=${token}`
          : `https://t.me/${bot.username}?start=${token}`;
      return { url, expiresAt: expiresAt.toISOString() };
    },

    /** Saves the per-event switches; they outlive an unlink. */
    async savePreferences(userId: number, change: TelegramPreferences): Promise<TelegramStatus> {
      const saved = mergePreferences(await repo.findPreferences(userId), change);
      await repo.upsertPreferences({ userId, ...saved, updatedAt: new Date(now()) });
      return status(userId);
    },

    /** Forgets the chat: nothing more is sent there. */
    async unlink(userId: number): Promise<TelegramStatus> {
      await repo.deleteLink(userId);
      return status(userId);
    },

    /** Whether an incoming update carries our webhook secret. */
    acceptsSecret: (given: string | undefined): boolean => secretMatches(bots.webhookSecret, given),

    handleUpdate: updates.handle,
    startUpdates: updates.start,

    /** Called with every new in-app notice, in its transaction: queues the Telegram message the user wants. */
    async relay(tx: Db, notice: RelayedNotice): Promise<void> {
      const event = telegramEventOf(notice);
      if (!event || !bots.bot || !(await deliverable(tx, notice.userId, event))) return;
      await queueNotice(
        tx,
        { userId: notice.userId, event, title: notice.title, body: notice.body, link: notice.link },
        notice.sourceKey,
      );
    },

    /** A paid donation at or above the streamer's threshold, queued in the donation's own transaction. */
    async donationReceived(tx: Db, donation: ReceivedDonation): Promise<void> {
      const { streamerId } = donation;
      if (!bots.bot || !(await deliverable(tx, streamerId, 'donation', donation.amount.amount))) return;
      const text = donationText(donation);
      await queueNotice(
        tx,
        { userId: streamerId, event: 'donation', ...text, link: `/${streamerId}/donations/dashboard` },
        `donation:${donation.sourceId}`,
      );
    },

    jobHandlers: createTelegramDelivery(deps),
    /** The bot in use, for the sandbox page and the start-up (webhook or polling). */
    bots,
  };
}
