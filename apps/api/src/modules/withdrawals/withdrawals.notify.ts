import { formatMoney } from '@lootmarket/domain';
import { z } from 'zod';
import type { JobHandler } from '../../platform/jobs/jobs.worker';
import type { WithdrawalsDeps } from './withdrawals.ports';
import { createWithdrawalsRepo, type OutcomeRow } from './withdrawals.repo';
import { WITHDRAWAL_NOTIFY_JOB, type WithdrawalNotice } from './withdrawals.transitions';
import { destinationLabel } from './withdrawals.view';

const payloadSchema = z.object({
  outcomeId: z.uuid(),
  eventId: z.number().int(),
  notice: z.enum(['created', 'approved', 'paid', 'failed', 'cancelled']),
});

/** What the owner reads, in the app and in the mail. */
export function noticeText(notice: WithdrawalNotice, row: OutcomeRow): { title: string; body: string } {
  const amount = formatMoney(row.amount, row.currency);
  const where = destinationLabel(row.destination);
  switch (notice) {
    case 'created':
      return {
        title: 'Заявка на вывод создана',
        body: `${amount} — ${where}. Пока заявка на проверке, её можно отменить.`,
      };
    case 'approved':
      return { title: 'Вывод одобрен', body: `${amount} отправлены в платёжную систему — ${where}.` };
    case 'paid':
      return {
        title: 'Деньги выведены',
        body: `${formatMoney(row.amount - row.fee, row.currency)} выплачены — ${where}.`,
      };
    case 'failed':
      return {
        title: 'Вывод не прошёл',
        body: `Платёжная система не выплатила ${amount}: деньги вернулись на баланс.`,
      };
    case 'cancelled':
      return {
        title: 'Вывод отменён',
        body: `${amount} вернулись на баланс.${row.reason ? ` Причина: ${row.reason}` : ''}`,
      };
  }
}

/** The jobs worker's side: a mail first (a failing mail server retries the job), then the in-app notice once. */
export function createWithdrawalNotifier(
  deps: Pick<WithdrawalsDeps, 'db' | 'users' | 'mailer' | 'notifications' | 'settings'>,
) {
  const site = deps.settings.siteUrl;
  const handler: JobHandler = async (payload) => {
    const { outcomeId, eventId, notice } = payloadSchema.parse(payload);
    const row = await createWithdrawalsRepo(deps.db).findById(outcomeId);
    if (!row) return;
    const text = noticeText(notice, row);
    const link = `/${row.userId}/wallet`;
    const to = await deps.users.contactEmail(row.userId);
    if (to)
      await deps.mailer.send({ to, subject: text.title, text: [text.body, '', `Кошелёк: ${site}${link}`].join('\n') });
    await deps.notifications.notify({
      userId: row.userId,
      kind: `withdrawal_${notice}`,
      title: text.title,
      body: text.body,
      link,
      sourceKey: `withdrawal-event:${eventId}`,
    });
  };
  return { jobHandlers: { [WITHDRAWAL_NOTIFY_JOB]: handler } as Record<string, JobHandler> };
}
