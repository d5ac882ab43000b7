import { ALERT_STATE_LABELS, formatMoney, type AlertQueue, type WidgetType } from '@lootmarket/domain';
import { Pause, Play, Repeat, SkipForward, Zap } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#app/components/ui/button';
import { useToast } from '#app/components/ui/toast';
import { failureMessage } from '#app/lib/api/api-error';
import { widgetsApi } from './widgets-api';

/** Test alerts and the streamer's hand on the queue: pause, skip, replay. */
export function QueueControls({
  type,
  queue,
  onChanged,
}: {
  type: WidgetType;
  queue: AlertQueue | null;
  onChanged: () => void;
}) {
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);

  async function run(key: string, action: () => Promise<unknown>, done: string) {
    setBusy(key);
    try {
      await action();
      toast.show({ type: 'success', message: done });
      onChanged();
    } catch (error) {
      toast.show({ type: 'error', message: failureMessage(error, 'Не удалось выполнить действие') });
    } finally {
      setBusy(null);
    }
  }

  const paused = queue?.paused ?? false;
  const showsDonations = type === 'donation' || type === 'combined';
  const showsOrders = type === 'offer' || type === 'combined';
  return (
    <section aria-label="Очередь оповещений" className="space-y-3 rounded-card border border-border bg-surface p-4">
      <div className="flex items-center justify-between gap-3">
        <h2 className="font-semibold">Очередь оповещений</h2>
        {paused ? (
          <span className="rounded-full bg-warning/15 px-2.5 py-1 text-xs font-semibold text-warning">На паузе</span>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {showsDonations ? (
          <Button
            size="sm"
            icon={<Zap />}
            loading={busy === 'test'}
            onClick={() => void run('test', () => widgetsApi.fireTest('test'), 'Тестовое оповещение отправлено')}
          >
            Тестовое оповещение
          </Button>
        ) : null}
        {showsOrders ? (
          <Button
            size="sm"
            variant={showsDonations ? 'secondary' : 'primary'}
            icon={<Zap />}
            loading={busy === 'test-order'}
            onClick={() =>
              void run('test-order', () => widgetsApi.fireTest('test-order'), 'Тестовая покупка отправлена')
            }
          >
            Тестовая покупка
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="secondary"
          icon={paused ? <Play /> : <Pause />}
          loading={busy === 'pause'}
          onClick={() =>
            void run(
              'pause',
              () => widgetsApi.control(paused ? 'resume' : 'pause'),
              paused ? 'Очередь продолжена' : 'Очередь на паузе',
            )
          }
        >
          {paused ? 'Продолжить' : 'Пауза'}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          icon={<SkipForward />}
          loading={busy === 'skip'}
          onClick={() => void run('skip', () => widgetsApi.control('skip'), 'Текущее оповещение пропущено')}
        >
          Пропустить
        </Button>
      </div>
      {queue && queue.items.length > 0 ? (
        <ul className="divide-y divide-border text-sm">
          {queue.items.slice(0, 5).map((item) => (
            <li key={item.id} className="flex items-center gap-3 py-2">
              <span className="min-w-0 flex-1 truncate">
                <span className="font-medium">{item.donorName}</span>
                <span className="text-muted"> · {formatMoney(item.amount, item.currency)}</span>
                {item.source.startsWith('test') ? <span className="text-subtle"> · тест</span> : null}
              </span>
              <span data-state={item.state} className="text-xs text-muted">
                {ALERT_STATE_LABELS[item.state]}
              </span>
              <button
                type="button"
                aria-label={`Повторить оповещение от ${item.donorName}`}
                onClick={() => void run(`replay-${item.id}`, () => widgetsApi.replay(item.id), 'Оповещение повторится')}
                className="text-muted hover:text-text"
              >
                <Repeat aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">Здесь появятся последние оповещения.</p>
      )}
    </section>
  );
}
