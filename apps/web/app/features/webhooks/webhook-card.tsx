import type { WebhookEndpoint } from '@lootmarket/domain';
import { clsx } from 'clsx';
import { useState } from 'react';
import { Button } from '#app/components/ui/button';
import { DeliveryLog } from './delivery-log';
import { WebhookForm } from './webhook-form';
import { webhookMoment } from './webhook-dates';

export type WebhookAction = 'test' | 'rotate' | 'remove';

/** One endpoint: address, status, events, secret, and what the seller can do with it. */
export function WebhookCard({
  endpoint,
  busy,
  logVersion,
  onAction,
  onSaved,
}: {
  endpoint: WebhookEndpoint;
  busy: boolean;
  logVersion: number;
  onAction: (action: WebhookAction) => void;
  onSaved: (endpoint: WebhookEndpoint) => void;
}) {
  const [logOpen, setLogOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [confirmingRemove, setConfirmingRemove] = useState(false);
  const active = endpoint.status === 'active';
  if (editing)
    return (
      <li className="rounded-card border border-border bg-surface p-4" data-testid="webhook-endpoint">
        <WebhookForm
          endpoint={endpoint}
          onCancel={() => setEditing(false)}
          onSaved={(saved) => {
            setEditing(false);
            onSaved(saved);
          }}
        />
      </li>
    );
  return (
    <li className="space-y-3 rounded-card border border-border bg-surface p-4" data-testid="webhook-endpoint">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 flex-1 font-mono text-sm font-semibold break-all">{endpoint.url}</p>
        <span
          className={clsx(
            'rounded-full px-2.5 py-0.5 text-xs font-medium',
            active ? 'bg-success/15 text-success' : 'bg-danger/15 text-danger',
          )}
        >
          {active ? 'Работает' : 'Отключён'}
        </span>
      </div>
      {!active ? (
        <p className="text-sm text-danger">
          Отключён {endpoint.disabledAt ? webhookMoment(endpoint.disabledAt) : ''}: три дня не удавалось доставить
          события. Отправьте тестовое событие — после успешной доставки вебхук заработает снова.
        </p>
      ) : endpoint.failingSince ? (
        <p className="text-sm text-warning">Доставки не проходят с {webhookMoment(endpoint.failingSince)}.</p>
      ) : null}
      <ul className="flex flex-wrap gap-1.5" aria-label="События">
        {endpoint.events.map((type) => (
          <li key={type} className="rounded-md bg-surface-2 px-2 py-0.5 font-mono text-xs">
            {type}
          </li>
        ))}
      </ul>
      <dl className="grid gap-x-4 gap-y-1 text-sm text-muted sm:grid-cols-2">
        <div>
          <dt className="inline">Секрет: </dt>
          <dd className="inline font-mono">{endpoint.secretHint}</dd>
        </div>
        <div>
          <dt className="inline">Добавлен: </dt>
          <dd className="inline">{webhookMoment(endpoint.createdAt)}</dd>
        </div>
        {endpoint.events.includes('stock.low') ? (
          <div>
            <dt className="inline">Мало ключей: </dt>
            <dd className="inline">не больше {endpoint.stockLowThreshold}</dd>
          </div>
        ) : null}
        {endpoint.previousSecretUntil ? (
          <div className="sm:col-span-2">
            <dt className="inline">Старый секрет подписывает до: </dt>
            <dd className="inline">{webhookMoment(endpoint.previousSecretUntil)}</dd>
          </div>
        ) : null}
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={busy} onClick={() => onAction('test')}>
          Отправить тестовое событие
        </Button>
        <Button variant="secondary" size="sm" aria-expanded={logOpen} onClick={() => setLogOpen((open) => !open)}>
          {logOpen ? 'Скрыть журнал' : 'Журнал доставок'}
        </Button>
        <Button variant="secondary" size="sm" disabled={busy} onClick={() => setEditing(true)}>
          Изменить
        </Button>
        <Button variant="secondary" size="sm" disabled={busy} onClick={() => onAction('rotate')}>
          Сменить секрет
        </Button>
        {confirmingRemove ? (
          <>
            <Button variant="danger" size="sm" disabled={busy} onClick={() => onAction('remove')}>
              Да, удалить
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setConfirmingRemove(false)}>
              Отмена
            </Button>
          </>
        ) : (
          <Button variant="ghost" size="sm" disabled={busy} onClick={() => setConfirmingRemove(true)}>
            Удалить
          </Button>
        )}
      </div>
      {logOpen ? <DeliveryLog endpointId={endpoint.id} version={logVersion} /> : null}
    </li>
  );
}
