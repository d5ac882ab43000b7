import type { WebhookDelivery, WebhookDeliveryStatus } from '@lootmarket/domain';
import { webhookEndpoints } from '@lootmarket/domain/endpoints/webhooks';
import { clsx } from 'clsx';
import { RotateCcw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '#app/components/ui/button';
import { Spinner } from '#app/components/ui/spinner';
import { useToast } from '#app/components/ui/toast';
import { failureMessage } from '#app/lib/api/api-error';
import { api } from '#app/lib/api/browser';
import { webhookMoment } from './webhook-dates';

const STATUS: Record<WebhookDeliveryStatus, { text: string; className: string }> = {
  pending: { text: 'Повторим', className: 'bg-warning/15 text-warning' },
  delivered: { text: 'Доставлено', className: 'bg-success/15 text-success' },
  failed: { text: 'Не доставлено', className: 'bg-danger/15 text-danger' },
  stopped: { text: 'Отказ (410)', className: 'bg-surface-2 text-muted' },
};

/** The signed body as it was sent, laid out for reading. */
function readable(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

function lastAnswer(delivery: WebhookDelivery): string {
  const last = delivery.attempts.at(-1);
  if (!last) return 'ещё не отправляли';
  return last.responseStatus === null ? (last.error ?? 'нет ответа') : `HTTP ${last.responseStatus}`;
}

/** One delivery: its event, outcome, every try and the answers, with a way to send it again. */
function DeliveryRow({ delivery, onReplay }: { delivery: WebhookDelivery; onReplay: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const status = STATUS[delivery.status];
  return (
    <li className="rounded-xl border border-border bg-surface-2/40 p-3" data-testid="webhook-delivery">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <code className="text-sm font-semibold">{delivery.type}</code>
          <p className="text-xs text-muted">
            {webhookMoment(delivery.createdAt)} · {lastAnswer(delivery)} · попыток: {delivery.attempts.length}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <span className={clsx('rounded-full px-2.5 py-0.5 text-xs font-medium', status.className)}>
            {status.text}
          </span>
          {delivery.status !== 'pending' ? (
            <Button
              variant="ghost"
              size="sm"
              disabled={busy}
              aria-label={`Отправить ${delivery.type} снова`}
              onClick={() => {
                setBusy(true);
                void onReplay().finally(() => setBusy(false));
              }}
            >
              <RotateCcw aria-hidden="true" className="size-4" />
              Повторить
            </Button>
          ) : null}
        </div>
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-muted hover:text-text">Запрос и ответы</summary>
        <pre className="mt-2 max-h-48 overflow-auto rounded-lg bg-surface p-2 text-xs break-all whitespace-pre-wrap">
          {readable(delivery.request.body)}
        </pre>
        <ol className="mt-2 space-y-1.5">
          {delivery.attempts.map((attempt) => (
            <li key={attempt.at} className="text-xs text-muted">
              {webhookMoment(attempt.at)} —{' '}
              {attempt.responseStatus === null ? (attempt.error ?? 'нет ответа') : `HTTP ${attempt.responseStatus}`},{' '}
              {attempt.durationMs} мс
              {attempt.responseBody ? (
                <pre className="mt-1 max-h-32 overflow-auto rounded-lg bg-surface p-2 break-all whitespace-pre-wrap">
                  {attempt.responseBody}
                </pre>
              ) : null}
            </li>
          ))}
        </ol>
        {delivery.nextAttemptAt ? (
          <p className="mt-1 text-xs text-muted">Следующая попытка: {webhookMoment(delivery.nextAttemptAt)}</p>
        ) : null}
      </details>
    </li>
  );
}

/** The endpoint's latest deliveries (kept 30 days); `version` reloads it after a test event. */
export function DeliveryLog({ endpointId, version }: { endpointId: string; version: number }) {
  const toast = useToast();
  const [items, setItems] = useState<WebhookDelivery[] | null>(null);

  const load = async () => {
    try {
      setItems((await api.call(webhookEndpoints.deliveries, { params: { id: endpointId } })).items);
    } catch (error) {
      toast.show({ type: 'error', message: failureMessage(error, 'Не удалось загрузить журнал') });
      setItems([]);
    }
  };
  useEffect(() => {
    void load();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reloaded when the endpoint or the version changes
  }, [endpointId, version]);

  const replay = async (delivery: WebhookDelivery) => {
    try {
      const again = await api.call(webhookEndpoints.replay, { params: { id: endpointId, deliveryId: delivery.id } });
      setItems((current) => [again, ...(current ?? [])]);
      toast.show({ type: 'success', message: 'Событие отправится снова в ближайшие секунды' });
    } catch (error) {
      toast.show({ type: 'error', message: failureMessage(error, 'Не удалось повторить доставку') });
    }
  };

  if (items === null) return <Spinner size="sm" />;
  if (items.length === 0) return <p className="text-sm text-muted">Доставок пока не было.</p>;
  return (
    <div className="space-y-2">
      <div className="flex justify-end">
        <Button variant="ghost" size="sm" onClick={() => void load()}>
          Обновить
        </Button>
      </div>
      <ul className="space-y-2" aria-label="Журнал доставок">
        {items.map((delivery) => (
          <DeliveryRow key={delivery.id} delivery={delivery} onReplay={() => replay(delivery)} />
        ))}
      </ul>
    </div>
  );
}
