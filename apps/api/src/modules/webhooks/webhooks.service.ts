import {
  type CreateWebhookRequest,
  createWebhookRequestSchema,
  type UpdateWebhookRequest,
  updateWebhookRequestSchema,
  WEBHOOK_ENDPOINTS_PER_USER,
  WEBHOOK_ROTATION_HOURS,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookWithSecret,
} from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../platform/http/app-error';
import { scheduleJob } from '../../platform/jobs/job-schedule';
import type { AuditEntry } from '../audit/audit.ports';
import { createWebhookDelivery } from './webhooks.delivery';
import { createWebhookOutbox, deliveryJob, writeEvent } from './webhooks.outbox';
import type { WebhookActor, WebhooksDeps } from './webhooks.ports';
import { createWebhooksRepo, type WebhookEndpointRow } from './webhooks.repo';
import { newWebhookSecret } from './webhooks.signing';
import { refusedUrl } from './webhooks.transport';
import { deliveryView, endpointView } from './webhooks.view';

const HOUR_MS = 3600 * 1000;
const LOG_PAGE = 50;
const REPLAY_MAX = 1000;

export type WebhooksService = ReturnType<typeof createWebhooksService>;

function auditEntry(actor: WebhookActor, action: string, endpointId: string, change: Partial<AuditEntry>): AuditEntry {
  return {
    action,
    actor: actor.apiTokenId ? { type: 'api_token', id: actor.apiTokenId } : { type: 'user', id: String(actor.userId) },
    target: { type: 'webhook_endpoint', id: endpointId },
    request: actor.request,
    ...change,
  };
}

/** Seller webhooks (decision 046): endpoints, the outbox other modules write to, delivery and its log. */
export function createWebhooksService(deps: WebhooksDeps) {
  const { db, audit, now } = deps;
  const repo = createWebhooksRepo(db);
  const delivery = createWebhookDelivery(deps);
  const outbox = createWebhookOutbox(now);

  async function ownEndpoint(tx: Db, userId: number, id: string, lock = false): Promise<WebhookEndpointRow> {
    const row = await createWebhooksRepo(tx).ownEndpoint(userId, id, lock);
    if (!row) throw new AppError('NOT_FOUND', 'Вебхук не найден');
    return row;
  }

  async function viewOf(deliveryId: number): Promise<WebhookDelivery> {
    const row = (await repo.delivery(deliveryId))!;
    const [event, attempts] = await Promise.all([repo.event(row.eventId), repo.attemptsOf([row.id])]);
    return deliveryView(row, event!, attempts);
  }

  /** A new delivery of an event already sent (same `webhook-id`), queued at once. */
  async function redeliver(tx: Db, eventId: string, endpointId: string): Promise<number> {
    const at = new Date(now());
    const [created] = await createWebhooksRepo(tx).insertDeliveries([
      { eventId, endpointId, status: 'pending', nextAttemptAt: at, createdAt: at },
    ]);
    await scheduleJob(tx, deliveryJob(created!.id, 1, at));
    return created!.id;
  }

  /** A URL delivery may not go to, as a 422 naming the field. */
  function checkUrl(url: string | undefined): void {
    const refused = url === undefined ? null : refusedUrl(url, deps.policy);
    if (refused)
      throw new AppError('VALIDATION_FAILED', refused, {
        issues: [{ path: '/url', code: 'refused_url', message: refused }],
      });
  }

  return {
    ...outbox,
    jobHandlers: delivery.jobHandlers,
    recurring: delivery.recurring,

    async create(actor: WebhookActor, input: CreateWebhookRequest): Promise<WebhookWithSecret> {
      const request = createWebhookRequestSchema.parse(input);
      checkUrl(request.url);
      const secret = newWebhookSecret();
      const row = await inTransaction(db, async (tx) => {
        const txRepo = createWebhooksRepo(tx);
        if ((await txRepo.countOf(actor.userId)) >= WEBHOOK_ENDPOINTS_PER_USER)
          throw new AppError('CONFLICT', `Не больше ${WEBHOOK_ENDPOINTS_PER_USER} вебхуков: удалите ненужные`);
        const created = await txRepo.insertEndpoint({
          userId: actor.userId,
          url: request.url,
          events: request.events,
          stockLowThreshold: request.stockLowThreshold,
          secret,
          status: 'active',
          createdAt: new Date(now()),
        });
        await audit.record(
          tx,
          auditEntry(actor, 'webhook.create', created.id, {
            after: { url: created.url, events: created.events, stockLowThreshold: created.stockLowThreshold },
          }),
        );
        return created;
      });
      return { ...endpointView(row, now()), secret };
    },

    async list(userId: number): Promise<{ items: WebhookEndpoint[] }> {
      return { items: (await repo.endpointsOf(userId)).map((row) => endpointView(row, now())) };
    },

    /** A new address, events or threshold; queued tries go to the new address. */
    async update(actor: WebhookActor, id: string, input: UpdateWebhookRequest): Promise<WebhookEndpoint> {
      const request = updateWebhookRequestSchema.parse(input);
      checkUrl(request.url);
      const row = await inTransaction(db, async (tx) => {
        const before = await ownEndpoint(tx, actor.userId, id, true);
        const after = await createWebhooksRepo(tx).updateEndpoint(id, {
          url: request.url ?? before.url,
          events: request.events ?? before.events,
          stockLowThreshold: request.stockLowThreshold ?? before.stockLowThreshold,
        });
        const settings = (endpoint: WebhookEndpointRow) => ({
          url: endpoint.url,
          events: endpoint.events,
          stockLowThreshold: endpoint.stockLowThreshold,
        });
        await audit.record(
          tx,
          auditEntry(actor, 'webhook.update', id, { before: settings(before), after: settings(after) }),
        );
        return after;
      });
      return endpointView(row, now());
    },

    /** Deletes the endpoint with its deliveries and log; queued tries find nothing and end. */
    async remove(actor: WebhookActor, id: string): Promise<WebhookEndpoint> {
      return inTransaction(db, async (tx) => {
        const row = await ownEndpoint(tx, actor.userId, id, true);
        await createWebhooksRepo(tx).deleteEndpoint(id);
        await audit.record(
          tx,
          auditEntry(actor, 'webhook.delete', id, { before: { url: row.url, events: row.events } }),
        );
        return endpointView(row, now());
      });
    },

    /** A new secret; the old one keeps signing beside it for a day, so the receiver can switch without a gap. */
    async rotate(actor: WebhookActor, id: string): Promise<WebhookWithSecret> {
      const secret = newWebhookSecret();
      const row = await inTransaction(db, async (tx) => {
        const before = await ownEndpoint(tx, actor.userId, id, true);
        const at = now();
        const after = await createWebhooksRepo(tx).updateEndpoint(id, {
          secret,
          previousSecret: before.secret,
          previousSecretUntil: new Date(at + WEBHOOK_ROTATION_HOURS * HOUR_MS),
        });
        await audit.record(
          tx,
          auditEntry(actor, 'webhook.rotate', id, { after: { previousSecretUntil: after.previousSecretUntil } }),
        );
        return after;
      });
      return { ...endpointView(row, now()), secret };
    },

    /** Sends `webhook.test` now and answers how it went; a failed test is retried like any delivery. */
    async test(userId: number, id: string): Promise<WebhookDelivery> {
      const [created] = await inTransaction(db, async (tx) => {
        const endpoint = await ownEndpoint(tx, userId, id);
        const data = { message: 'Тестовое событие Лутмаркета' };
        const at = new Date(now());
        const event = { userId, type: 'webhook.test' as const, object: { type: 'webhook_endpoint', id }, data };
        return writeEvent(tx, event, [endpoint], at, false);
      });
      await delivery.attempt(created!.id);
      return viewOf(created!.id);
    },

    async deliveries(userId: number, id: string): Promise<{ items: WebhookDelivery[] }> {
      await ownEndpoint(db, userId, id);
      const rows = await repo.deliveriesOf(id, LOG_PAGE);
      const attempts = await repo.attemptsOf(rows.map((row) => row.delivery.id));
      return { items: rows.map((row) => deliveryView(row.delivery, row.event, attempts)) };
    },

    /** Sends one logged event again as a new delivery; one still being tried is left to its tries. */
    async replay(userId: number, id: string, deliveryId: number): Promise<WebhookDelivery> {
      const created = await inTransaction(db, async (tx) => {
        await ownEndpoint(tx, userId, id);
        const original = await createWebhooksRepo(tx).delivery(deliveryId);
        if (!original || original.endpointId !== id) throw new AppError('NOT_FOUND', 'Доставка не найдена');
        if (original.status === 'pending') throw new AppError('CONFLICT', 'Эта доставка ещё в работе');
        return redeliver(tx, original.eventId, id);
      });
      return viewOf(created);
    },

    /** Sends again every event delivered (or not) to the endpoint in a range, each once. */
    async replayRange(userId: number, id: string, range: { since: string; until: string }) {
      return inTransaction(db, async (tx) => {
        await ownEndpoint(tx, userId, id);
        const rows = await createWebhooksRepo(tx).deliveriesBetween(
          id,
          new Date(range.since),
          new Date(range.until),
          REPLAY_MAX,
        );
        const pending = new Set(rows.filter((row) => row.status === 'pending').map((row) => row.eventId));
        const events = [...new Set(rows.map((row) => row.eventId))].filter((eventId) => !pending.has(eventId));
        for (const eventId of events) await redeliver(tx, eventId, id);
        return { replayed: events.length };
      });
    },
  };
}
