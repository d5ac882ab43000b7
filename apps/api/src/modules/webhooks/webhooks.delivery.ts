import { z } from 'zod';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { scheduleJob } from '../../platform/jobs/job-schedule';
import type { JobHandler } from '../../platform/jobs/jobs.worker';
import { deliveryJob, WEBHOOK_DELIVER_JOB } from './webhooks.outbox';
import type { WebhooksDeps } from './webhooks.ports';
import { createWebhooksRepo, type WebhookDeliveryRow, type WebhookEndpointRow } from './webhooks.repo';
import { retryDelayMs, WEBHOOK_DISABLE_AFTER_MS, WEBHOOK_MAX_ATTEMPTS } from './webhooks.retry';
import { signedHeaders } from './webhooks.signing';
import { postWebhook, type SendResult } from './webhooks.transport';

export const WEBHOOK_DISABLED_MAIL_JOB = 'webhooks.disabled-mail';
export const WEBHOOK_PRUNE_JOB = 'webhooks.prune-log';
const LOG_KEPT_MS = 30 * 24 * 3600 * 1000;

const deliverPayload = z.object({ deliveryId: z.number().int() });
const mailPayload = z.object({ endpointId: z.uuid() });

/** Both secrets sign while a rotation lasts; the newest first. */
function liveSecrets(endpoint: WebhookEndpointRow, at: Date): string[] {
  const rotating = endpoint.previousSecret && endpoint.previousSecretUntil && endpoint.previousSecretUntil > at;
  return rotating ? [endpoint.secret, endpoint.previousSecret!] : [endpoint.secret];
}

const attemptOf = (at: Date, result: SendResult) => ({
  at,
  responseStatus: result.status,
  responseBody: result.body,
  error: result.error,
  durationMs: result.durationMs,
});

const succeeded = (result: SendResult): boolean =>
  result.status !== null && result.status >= 200 && result.status < 300;

/** Sends deliveries and keeps their log; a try's outcome and the next try are written together. */
export function createWebhookDelivery(deps: WebhooksDeps) {
  const { db, now } = deps;
  const random = deps.random ?? Math.random;

  /** After a failed try: the next try, or the end of the tries, or the endpoint disabled after three days. */
  async function afterFailure(tx: Db, delivery: WebhookDeliveryRow, endpoint: WebhookEndpointRow, at: Date) {
    const repo = createWebhooksRepo(tx);
    const attempts = delivery.attemptCount + 1;
    const failing = await repo.markFailing(endpoint.id, at);
    if (failing.status === 'active' && at.getTime() - failing.failingSince!.getTime() >= WEBHOOK_DISABLE_AFTER_MS) {
      await repo.updateEndpoint(endpoint.id, { status: 'disabled', disabledAt: at });
      await repo.failPending(endpoint.id);
      await repo.updateDelivery(delivery.id, { status: 'failed', attemptCount: attempts, nextAttemptAt: null });
      await scheduleJob(tx, {
        kind: WEBHOOK_DISABLED_MAIL_JOB,
        payload: { endpointId: endpoint.id },
        dedupeKey: `webhook-disabled:${endpoint.id}:${at.getTime()}`,
      });
      return;
    }
    if (attempts >= WEBHOOK_MAX_ATTEMPTS || failing.status !== 'active') {
      await repo.updateDelivery(delivery.id, { status: 'failed', attemptCount: attempts, nextAttemptAt: null });
      return;
    }
    const next = new Date(at.getTime() + retryDelayMs(attempts, random));
    await repo.updateDelivery(delivery.id, { attemptCount: attempts, nextAttemptAt: next });
    await scheduleJob(tx, deliveryJob(delivery.id, attempts + 1, next));
  }

  /** A failed try: its log row, then the next try or the end, in one transaction. */
  async function recordFailure(
    delivery: WebhookDeliveryRow,
    endpoint: WebhookEndpointRow,
    at: Date,
    result: SendResult,
  ) {
    await inTransaction(db, async (tx) => {
      const repo = createWebhooksRepo(tx);
      // Deleted meanwhile (the endpoint and its log went with it), or ended by another path.
      const current = await repo.delivery(delivery.id, true);
      if (!current || current.status !== 'pending') return;
      await repo.insertAttempt({ deliveryId: delivery.id, ...attemptOf(at, result) });
      await afterFailure(tx, current, endpoint, at);
    });
  }

  async function record(delivery: WebhookDeliveryRow, endpoint: WebhookEndpointRow, at: Date, result: SendResult) {
    const repo = createWebhooksRepo(db);
    if (succeeded(result)) {
      await repo.finishWithAttempt(delivery.id, 'delivered', attemptOf(at, result));
      // Most endpoints are healthy: only a streak of failures (or a disabled endpoint) needs the write.
      if (endpoint.failingSince !== null || endpoint.status !== 'active') await repo.markHealthy(endpoint.id);
    } else if (result.status === 410) {
      // The receiver says it wants no more of this: no further tries.
      await repo.finishWithAttempt(delivery.id, 'stopped', attemptOf(at, result));
    } else await recordFailure(delivery, endpoint, at, result);
  }

  /** One try of a pending delivery; an endpoint disabled meanwhile takes only its test events. */
  async function attempt(deliveryId: number): Promise<void> {
    const repo = createWebhooksRepo(db);
    const parts = await repo.deliveryWithParts(deliveryId);
    if (!parts || parts.delivery.status !== 'pending') return;
    const { delivery, endpoint, event } = parts;
    if (endpoint.status !== 'active' && event.type !== 'webhook.test') {
      await repo.updateDelivery(delivery.id, { status: 'failed', nextAttemptAt: null });
      return;
    }
    const at = new Date(now());
    const headers = signedHeaders(event.id, at, event.body, liveSecrets(endpoint, at));
    const result = await postWebhook(endpoint.url, headers, event.body, deps.policy);
    await record(delivery, endpoint, at, result);
  }

  const deliver: JobHandler = async (payload) => attempt(deliverPayload.parse(payload).deliveryId);

  const mailDisabled: JobHandler = async (payload) => {
    const endpoint = await createWebhooksRepo(db).endpoint(mailPayload.parse(payload).endpointId);
    if (!endpoint || endpoint.status !== 'disabled') return;
    const to = await deps.contactEmail(endpoint.userId);
    if (!to) return;
    await deps.mailer.send({
      to,
      subject: 'Вебхук отключён',
      text: [
        `Три дня подряд не удалось доставить события на ${endpoint.url}, поэтому мы отключили этот адрес.`,
        'Проверьте, что сервер отвечает кодом 2xx, и отправьте тестовое событие: после успешной доставки вебхук включится снова.',
        '',
        `Настройки API: ${deps.siteUrl}/${endpoint.userId}/shop/api`,
      ].join('\n'),
    });
  };

  const prune: JobHandler = async () => createWebhooksRepo(db).pruneBefore(new Date(now() - LOG_KEPT_MS));

  return {
    attempt,
    jobHandlers: {
      [WEBHOOK_DELIVER_JOB]: deliver,
      [WEBHOOK_DISABLED_MAIL_JOB]: mailDisabled,
      [WEBHOOK_PRUNE_JOB]: prune,
    } as Record<string, JobHandler>,
    recurring: { [WEBHOOK_PRUNE_JOB]: 3600 } as Record<string, number>,
  };
}
