import type { RemoteAlert, RemoteQueue } from '@lootmarket/domain';
import { Pause, Play, Radio, SkipForward } from 'lucide-react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Button } from '#app/components/ui/button';
import { useToast } from '#app/components/ui/toast';
import { failureMessage } from '#app/lib/api/api-error';
import { BanWordForm } from './ban-word-form';
import { RecentAlertRow } from './recent-alert-row';
import { remoteApi } from './remote-api';
import { WaitingAlertCard } from './waiting-alert-card';

/** How often the remote asks for the queue: fast enough to feel live, cheap for the server. */
const POLL_MS = 2_000;

function modeLabel(queue: RemoteQueue): string {
  const { mode, delaySeconds } = queue.moderation;
  if (mode === 'delay') return `Задержка ${delaySeconds} с`;
  return mode === 'manual' ? 'Ручное одобрение' : 'Без задержки';
}

/**
 * The remote for a channel, made for a phone in one hand mid-stream: what waits for a decision on
 * top with big buttons, the queue's pause and skip, the latest alerts with replay. `children` are
 * further sections (media requests).
 */
export function AlertRemote({ initial, children }: { initial: RemoteQueue; children?: ReactNode }) {
  const toast = useToast();
  const [queue, setQueue] = useState(initial);
  const [busy, setBusy] = useState<string | null>(null);
  const streamerId = queue.channel.streamerId;

  const refresh = useCallback(async () => {
    try {
      setQueue(await remoteApi.queue(streamerId));
    } catch {
      // The next poll tries again; a refused control says so itself.
    }
  }, [streamerId]);

  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void refresh();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [refresh]);

  async function run(key: string, action: () => Promise<unknown>, done: string) {
    setBusy(key);
    try {
      await action();
      toast.show({ type: 'success', message: done });
      await refresh();
    } catch (error) {
      toast.show({ type: 'error', message: failureMessage(error, 'Не удалось выполнить действие') });
      await refresh();
    } finally {
      setBusy(null);
    }
  }

  const waitingActions = {
    approve: (alert: RemoteAlert, hideMessage: boolean) =>
      void run(
        `${hideMessage ? 'hidden' : 'approve'}-${alert.id}`,
        () => remoteApi.approve(streamerId, alert.id, hideMessage),
        hideMessage ? 'Покажем без сообщения' : 'Оповещение одобрено',
      ),
    skip: (alert: RemoteAlert) =>
      void run(`skip-${alert.id}`, () => remoteApi.alert('skip', streamerId, alert.id), 'Оповещение пропущено'),
  };

  return (
    <div className="mx-auto w-full max-w-xl space-y-5">
      <header className="space-y-2">
        <p className="text-sm font-medium text-muted">
          {queue.channel.role === 'owner' ? 'Пульт вашего канала' : 'Пульт модератора'}
        </p>
        <h1 className="text-2xl font-bold break-words">{queue.channel.name}</h1>
        <div className="flex flex-wrap gap-2 text-xs font-semibold">
          <span className="rounded-full bg-primary-soft px-2.5 py-1 text-primary">{modeLabel(queue)}</span>
          <span
            className={
              queue.widgetsOnline > 0
                ? 'inline-flex items-center gap-1 rounded-full bg-success/15 px-2.5 py-1 text-success'
                : 'inline-flex items-center gap-1 rounded-full bg-surface-2 px-2.5 py-1 text-muted'
            }
          >
            <Radio aria-hidden="true" className="size-3.5" />
            {queue.widgetsOnline > 0 ? 'Виджет в эфире' : 'Виджет не подключён'}
          </span>
          {queue.paused ? (
            <span className="rounded-full bg-warning/15 px-2.5 py-1 text-warning">Очередь на паузе</span>
          ) : null}
        </div>
      </header>

      <div className="grid grid-cols-2 gap-2">
        <Button
          size="lg"
          variant={queue.paused ? 'primary' : 'secondary'}
          icon={queue.paused ? <Play /> : <Pause />}
          loading={busy === 'pause'}
          onClick={() =>
            void run(
              'pause',
              () => remoteApi.control(queue.paused ? 'resume' : 'pause', streamerId),
              queue.paused ? 'Очередь продолжена' : 'Очередь на паузе',
            )
          }
        >
          {queue.paused ? 'Продолжить' : 'Пауза'}
        </Button>
        <Button
          size="lg"
          variant="secondary"
          icon={<SkipForward />}
          loading={busy === 'skip-current'}
          aria-label="Пропустить текущее оповещение"
          onClick={() =>
            void run('skip-current', () => remoteApi.control('skipCurrent', streamerId), 'Текущее оповещение пропущено')
          }
        >
          Пропустить
        </Button>
      </div>

      <section aria-labelledby="waiting-title" className="space-y-3">
        <h2 id="waiting-title" className="flex items-center gap-2 text-lg font-semibold">
          Ждут решения
          <span className="rounded-full bg-surface-2 px-2 py-0.5 text-sm text-muted tabular-nums">
            {queue.waiting.length}
          </span>
        </h2>
        {queue.waiting.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-border px-4 py-6 text-center text-sm text-muted">
            {queue.moderation.mode === 'auto'
              ? 'Оповещения выходят в эфир сразу. Задержку или ручное одобрение включает стример в настройках.'
              : 'Новых оповещений нет — они появятся здесь сами.'}
          </p>
        ) : (
          <ul className="space-y-3" aria-label="Ждут решения">
            {queue.waiting.map((alert) => (
              <WaitingAlertCard key={alert.id} alert={alert} busy={busy} actions={waitingActions} />
            ))}
          </ul>
        )}
      </section>

      {children}

      <section aria-labelledby="recent-title" className="rounded-2xl border border-border bg-surface px-4 py-3">
        <h2 id="recent-title" className="font-semibold">
          Последние оповещения
        </h2>
        {queue.recent.length === 0 ? (
          <p className="py-4 text-sm text-muted">Здесь появятся показанные и пропущенные оповещения.</p>
        ) : (
          <ul className="divide-y divide-border">
            {queue.recent.map((alert) => (
              <RecentAlertRow
                key={alert.id}
                alert={alert}
                onReplay={() =>
                  void run(
                    `replay-${alert.id}`,
                    () => remoteApi.alert('replay', streamerId, alert.id),
                    'Оповещение повторится',
                  )
                }
                onSkip={() =>
                  void run(
                    `skip-${alert.id}`,
                    () => remoteApi.alert('skip', streamerId, alert.id),
                    'Оповещение пропущено',
                  )
                }
                onHide={() =>
                  void run(
                    `hide-${alert.id}`,
                    () => remoteApi.alert('hideMessage', streamerId, alert.id),
                    'Сообщение скрыто',
                  )
                }
              />
            ))}
          </ul>
        )}
      </section>

      <BanWordForm streamerId={streamerId} />
    </div>
  );
}
