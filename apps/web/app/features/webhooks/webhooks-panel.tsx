import type { WebhookEndpoint, WebhookWithSecret } from '@lootmarket/domain';
import { webhookEndpoints } from '@lootmarket/domain/endpoints/webhooks';
import { useState } from 'react';
import { useToast } from '#app/components/ui/toast';
import { failureMessage } from '#app/lib/api/api-error';
import { api } from '#app/lib/api/browser';
import { WebhookCard, type WebhookAction } from './webhook-card';
import { WebhookForm } from './webhook-form';
import { WebhookSecret } from './webhook-secret';

const withoutSecret = ({ secret: _secret, ...endpoint }: WebhookWithSecret): WebhookEndpoint => endpoint;

/** «Вебхуки» of the shop's API page: endpoints that receive signed events, their log, tests and secrets. */
export function WebhooksPanel({ initial }: { initial: WebhookEndpoint[] }) {
  const toast = useToast();
  const [endpoints, setEndpoints] = useState(initial);
  const [secret, setSecret] = useState<{ endpoint: WebhookWithSecret; rotated: boolean } | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [logVersion, setLogVersion] = useState(0);

  const replace = (next: WebhookEndpoint) =>
    setEndpoints((current) => current.map((item) => (item.id === next.id ? next : item)));
  const refresh = async () => setEndpoints((await api.call(webhookEndpoints.list)).items);

  const run: Record<WebhookAction, (endpoint: WebhookEndpoint) => Promise<void>> = {
    test: async (endpoint) => {
      const delivery = await api.call(webhookEndpoints.test, { params: { id: endpoint.id } });
      const last = delivery.attempts.at(-1);
      if (delivery.status === 'delivered') toast.show({ type: 'success', message: 'Тестовое событие доставлено' });
      else
        toast.show({
          type: 'error',
          message: `Не доставлено: ${last?.responseStatus ? `сервер ответил ${last.responseStatus}` : (last?.error ?? 'нет ответа')}`,
        });
      setLogVersion((version) => version + 1);
      await refresh();
    },
    rotate: async (endpoint) => {
      const rotated = await api.call(webhookEndpoints.rotate, { params: { id: endpoint.id } });
      setSecret({ endpoint: rotated, rotated: true });
      replace(withoutSecret(rotated));
    },
    remove: async (endpoint) => {
      await api.call(webhookEndpoints.remove, { params: { id: endpoint.id } });
      setEndpoints((current) => current.filter((item) => item.id !== endpoint.id));
      toast.show({ type: 'success', message: 'Вебхук удалён' });
    },
  };
  const act = async (action: WebhookAction, endpoint: WebhookEndpoint) => {
    setBusyId(endpoint.id);
    try {
      await run[action](endpoint);
    } catch (error) {
      toast.show({ type: 'error', message: failureMessage(error, 'Не получилось, попробуйте ещё раз') });
    } finally {
      setBusyId(null);
    }
  };

  return (
    <section aria-labelledby="webhooks-title" className="space-y-4">
      <div>
        <h2 id="webhooks-title" className="text-xl font-bold tracking-tight">
          Вебхуки
        </h2>
        <p className="mt-1 max-w-2xl text-sm text-muted">
          Мы сообщим вашему серверу об оплате заказов, сообщениях, отзывах и выплатах сразу, как это случится. Каждое
          событие подписано по стандарту Standard Webhooks; если сервер не ответит, повторим попытку в течение трёх
          дней.
        </p>
      </div>
      {secret ? (
        <WebhookSecret endpoint={secret.endpoint} rotated={secret.rotated} onDone={() => setSecret(null)} />
      ) : (
        <WebhookForm
          onCreated={(endpoint) => {
            setSecret({ endpoint, rotated: false });
            setEndpoints((current) => [withoutSecret(endpoint), ...current]);
          }}
        />
      )}
      {endpoints.length === 0 ? (
        <p className="rounded-card border border-border bg-surface p-5 text-sm text-muted">Вебхуков пока нет.</p>
      ) : (
        <ul className="space-y-3" aria-label="Вебхуки">
          {endpoints.map((endpoint) => (
            <WebhookCard
              key={endpoint.id}
              endpoint={endpoint}
              busy={busyId === endpoint.id}
              logVersion={logVersion}
              onAction={(action) => void act(action, endpoint)}
              onSaved={(saved) => {
                replace(saved);
                toast.show({ type: 'success', message: 'Вебхук сохранён' });
              }}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
