import type { WebhookDelivery, WebhookEndpoint, WebhookEventType } from '@lootmarket/domain';
import type { WebhookAttemptRow, WebhookDeliveryRow, WebhookEndpointRow, WebhookEventRow } from './webhooks.repo';
import { secretHint } from './webhooks.signing';

export function endpointView(row: WebhookEndpointRow, now: number): WebhookEndpoint {
  const rotating = row.previousSecretUntil !== null && row.previousSecretUntil.getTime() > now;
  return {
    id: row.id,
    url: row.url,
    events: row.events as WebhookEventType[],
    stockLowThreshold: row.stockLowThreshold,
    status: row.status,
    secretHint: secretHint(row.secret),
    previousSecretUntil: rotating ? row.previousSecretUntil!.toISOString() : null,
    failingSince: row.failingSince?.toISOString() ?? null,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function deliveryView(
  delivery: WebhookDeliveryRow,
  event: WebhookEventRow,
  attempts: readonly WebhookAttemptRow[],
): WebhookDelivery {
  return {
    id: delivery.id,
    eventId: event.id,
    type: event.type,
    status: delivery.status,
    attempts: attempts
      .filter((attempt) => attempt.deliveryId === delivery.id)
      .map((attempt) => ({
        at: attempt.at.toISOString(),
        responseStatus: attempt.responseStatus,
        responseBody: attempt.responseBody,
        error: attempt.error,
        durationMs: attempt.durationMs,
      })),
    nextAttemptAt: delivery.status === 'pending' ? (delivery.nextAttemptAt?.toISOString() ?? null) : null,
    request: { body: event.body },
    createdAt: delivery.createdAt.toISOString(),
  };
}
