import { telegramEventSchema } from '@lootmarket/domain';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { scheduleJob } from '../../platform/jobs/job-schedule';
import type { JobHandler } from '../../platform/jobs/jobs.worker';
import { TelegramApiError, type OutgoingMessage } from '../../platform/telegram/bot-api';
import { noticeMessage, replyMessage } from './telegram.messages';
import type { TelegramDeps, TelegramSendPayload } from './telegram.ports';
import { wants } from './telegram.preferences';
import { createTelegramRepo } from './telegram.repo';

export const TELEGRAM_SEND_JOB = 'telegram.send';
export const TELEGRAM_REPLY_JOB = 'telegram.reply';

const sendPayload = z.object({
  userId: z.number().int(),
  event: telegramEventSchema,
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
});
const replyPayload = z.object({ chatId: z.number().int(), text: z.string(), settingsPath: z.string().nullable() });

/** Queues a notice in the caller's transaction: it leaves only if that commits, and once per source key. */
export async function queueNotice(tx: Db, payload: TelegramSendPayload, sourceKey: string): Promise<void> {
  await scheduleJob(tx, { kind: TELEGRAM_SEND_JOB, payload, dedupeKey: `telegram:${payload.userId}:${sourceKey}` });
}

/** Queues the bot's answer to a command: the webhook answers Telegram at once, the reply follows. */
export async function queueReply(tx: Db, chatId: number, text: string, settingsPath: string | null): Promise<void> {
  await scheduleJob(tx, { kind: TELEGRAM_REPLY_JOB, payload: { chatId, text, settingsPath } });
}

/**
 * The jobs worker's side. A chat that refuses the bot (403: blocked) stops delivery for its user, shown in
 * settings; anything else (429, 5xx, the network) fails the job, which the worker retries with back-off.
 */
export function createTelegramDelivery({ db, bots, siteUrl, now }: TelegramDeps) {
  const url = (path: string | null) => (path ? `${siteUrl}${path}` : null);

  async function send(message: OutgoingMessage, onUnreachable: () => Promise<void>): Promise<void> {
    try {
      await bots.bot!.sendMessage(message);
    } catch (error) {
      if (error instanceof TelegramApiError && error.unreachable) return onUnreachable();
      throw error;
    }
  }

  const sendNotice: JobHandler = async (payload) => {
    const notice = sendPayload.parse(payload);
    const repo = createTelegramRepo(db);
    const link = await repo.findLink(notice.userId);
    // Switched off or unlinked since it was queued: the latest choice wins.
    if (!bots.bot || !link || link.blockedAt) return;
    if (notice.event !== 'donation' && !wants(await repo.findPreferences(notice.userId), notice.event)) return;
    await send(noticeMessage(link.chatId, notice, url(notice.link)), () =>
      repo.markBlocked(notice.userId, link.chatId, new Date(now())),
    );
  };

  const sendReply: JobHandler = async (payload) => {
    const reply = replyPayload.parse(payload);
    if (!bots.bot) return;
    await send(replyMessage(reply.chatId, reply.text, url(reply.settingsPath) ?? siteUrl), async () => {});
  };

  return { [TELEGRAM_SEND_JOB]: sendNotice, [TELEGRAM_REPLY_JOB]: sendReply } as Record<string, JobHandler>;
}
