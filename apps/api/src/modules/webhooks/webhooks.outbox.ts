import type { WebhookMessageType } from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { scheduleJobs, type NewJob } from '../../platform/jobs/job-schedule';
import type { SellerWebhooks, StockChange, WebhookEventInput } from './webhooks.ports';
import { createWebhooksRepo, type WebhookDeliveryRow, type WebhookEndpointRow } from './webhooks.repo';
import { newMessageId } from './webhooks.signing';

export const WEBHOOK_DELIVER_JOB = 'webhooks.deliver';

/** The job of one try; the key holds the try's number, as the next try is queued while this one still runs. */
export function deliveryJob(deliveryId: number, attempt: number, runAt: Date): NewJob {
  return {
    kind: WEBHOOK_DELIVER_JOB,
    payload: { deliveryId },
    runAt,
    // The handler records a failed try and queues the next itself; the jobs' own retries only cover a crash.
    maxAttempts: 3,
    dedupeKey: `webhook-delivery:${deliveryId}:${attempt}`,
  };
}

interface OutboxEvent {
  userId: number;
  type: WebhookMessageType;
  object: { type: string; id: string };
  data: Record<string, unknown>;
}

/**
 * Writes one event and its deliveries to the given endpoints in the caller's transaction. Its body is
 * fixed here, signed as is on every try and replay; `queue` is false when the caller tries at once.
 */
export async function writeEvent(
  tx: Db,
  event: OutboxEvent,
  endpoints: readonly WebhookEndpointRow[],
  at: Date,
  queue = true,
): Promise<WebhookDeliveryRow[]> {
  if (endpoints.length === 0) return [];
  const repo = createWebhooksRepo(tx);
  const sequence = await repo.nextSequence(`${event.object.type}:${event.object.id}`);
  const id = newMessageId();
  const body = JSON.stringify({
    id,
    type: event.type,
    timestamp: at.toISOString(),
    object: event.object,
    sequence,
    data: event.data,
  });
  await repo.insertEvent({ id, userId: event.userId, type: event.type, body, createdAt: at });
  const deliveries = await repo.insertDeliveries(
    endpoints.map((endpoint) => ({
      eventId: id,
      endpointId: endpoint.id,
      status: 'pending' as const,
      nextAttemptAt: at,
      createdAt: at,
    })),
  );
  if (queue)
    await scheduleJobs(
      tx,
      deliveries.map((delivery) => deliveryJob(delivery.id, 1, at)),
    );
  return deliveries;
}

/** The outbox other modules write to; a seller without endpoints for an event costs one indexed read. */
export function createWebhookOutbox(now: () => number): SellerWebhooks {
  return {
    async emit(tx: Db, event: WebhookEventInput): Promise<void> {
      const endpoints = await createWebhooksRepo(tx).subscribers(event.userId, event.type);
      await writeEvent(tx, event, endpoints, new Date(now()));
    },

    /** Told once, when the stock falls to or below an endpoint's threshold from above it. */
    async stockChanged(tx: Db, change: StockChange): Promise<void> {
      if (change.after >= change.before) return;
      const endpoints = (await createWebhooksRepo(tx).subscribers(change.userId, 'stock.low')).filter(
        (endpoint) => change.before > endpoint.stockLowThreshold && change.after <= endpoint.stockLowThreshold,
      );
      const data = { offerId: change.offerId, productId: change.productId, stock: change.after };
      await writeEvent(
        tx,
        { userId: change.userId, type: 'stock.low', object: { type: 'offer', id: change.offerId }, data },
        endpoints,
        new Date(now()),
      );
    },
  };
}
