import { formatMoney, type ChannelMediaQueue, type ChannelMediaRequest } from '@lootmarket/domain';
import clsx from 'clsx';
import { Check, Pause, Play, SkipForward, Volume2, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import { Button } from '#app/components/ui/button';
import { useToast } from '#app/components/ui/toast';
import { failureMessage } from '#app/lib/api/api-error';
import { mediaApi, type MediaControlsApi, type MediaDecision } from './media-api';

const REFRESH_MS = 5_000;
const STATUS_LABELS: Record<ChannelMediaRequest['status'], string> = {
  unpaid: 'Не оплачено',
  pending: 'Ждёт одобрения',
  approved: 'В очереди',
  played: 'Показано',
  rejected: 'Отклонено',
  skipped: 'Пропущено',
};

/** Sends one control and refreshes the page's data; failures are a toast. */
function useMediaCall() {
  const { revalidate } = useRevalidator();
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  async function run(key: string, request: () => Promise<unknown>) {
    setBusy(key);
    try {
      await request();
      await revalidate();
    } catch (error) {
      toast.show({ type: 'error', message: failureMessage(error, 'Не получилось. Попробуйте ещё раз') });
    } finally {
      setBusy(null);
    }
  }
  return { run, busy };
}

/** Keeps the queue fresh while the tab is open: new paid videos arrive without a reload. */
function useQueueRefresh() {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    const timer = setInterval(() => {
      if (state === 'idle' && document.visibilityState === 'visible') void revalidate();
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [revalidate, state]);
}

/** Play, pause, skip the video on screen and the volume of the media widgets, reaching them live. */
export function MediaPlayerControls({
  queue,
  controls = mediaApi,
}: {
  queue: ChannelMediaQueue;
  controls?: MediaControlsApi;
}) {
  const { run, busy } = useMediaCall();
  const [volume, setVolume] = useState(queue.player.volume);
  useEffect(() => setVolume(queue.player.volume), [queue.player.volume]);
  const playing = queue.items.find((item) => item.status === 'approved') ?? null;
  const { paused } = queue.player;
  return (
    <section aria-label="Плеер" className="space-y-4 rounded-2xl border border-border bg-surface p-5 tablet:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-medium tracking-wide text-muted uppercase">Сейчас на экране</p>
          <p className={clsx('font-semibold', playing && 'truncate')} data-testid="media-now-playing">
            {playing ? playing.title : 'Ничего — одобренных видео нет'}
          </p>
        </div>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            size="sm"
            icon={paused ? <Play /> : <Pause />}
            loading={busy === 'toggle'}
            data-testid="media-toggle"
            onClick={() => void run('toggle', () => controls.player({ action: paused ? 'play' : 'pause' }))}
          >
            {paused ? 'Продолжить' : 'Пауза'}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            icon={<SkipForward />}
            disabled={!playing}
            loading={busy === 'skip-current'}
            onClick={() => playing && void run('skip-current', () => controls.decide(playing.id, 'skip'))}
          >
            Пропустить
          </Button>
        </div>
      </div>
      <label className="flex items-center gap-3 text-sm">
        <Volume2 aria-hidden className="size-5 text-muted" />
        <span className="sr-only">Громкость</span>
        <input
          type="range"
          min={0}
          max={100}
          step={5}
          value={volume}
          aria-label="Громкость"
          onChange={(event) => setVolume(Number(event.target.value))}
          onPointerUp={() => void run('volume', () => controls.player({ action: 'volume', volume }))}
          onKeyUp={() => void run('volume', () => controls.player({ action: 'volume', volume }))}
          className="flex-1 accent-[var(--color-primary)]"
        />
        <span className="w-10 text-right tabular-nums">{volume}%</span>
      </label>
    </section>
  );
}

function RequestRow({
  item,
  busy,
  onDecide,
}: {
  item: ChannelMediaRequest;
  busy: string | null;
  onDecide?: (decision: MediaDecision) => void;
}) {
  const key = (decision: MediaDecision) => `${decision}:${item.id}`;
  return (
    <li className="flex flex-col gap-3 py-3 tablet:flex-row tablet:items-center" data-testid="media-request">
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">{item.title}</p>
        <p className="text-sm text-muted">
          {item.donorName} · {item.amount ? `${formatMoney(item.amount.amount, item.amount.currency)} · ` : ''}
          {item.seconds} сек ·{' '}
          <span
            className={clsx(item.status === 'pending' && 'text-warning', item.status === 'approved' && 'text-success')}
          >
            {STATUS_LABELS[item.status]}
          </span>
        </p>
      </div>
      {onDecide ? (
        <div className="flex gap-2">
          {item.status === 'pending' ? (
            <Button
              size="sm"
              icon={<Check />}
              loading={busy === key('approve')}
              data-testid="media-approve"
              onClick={() => onDecide('approve')}
            >
              Одобрить
            </Button>
          ) : null}
          {item.status === 'pending' ? (
            <Button
              size="sm"
              variant="ghost"
              icon={<X />}
              loading={busy === key('reject')}
              onClick={() => onDecide('reject')}
            >
              Отклонить
            </Button>
          ) : (
            <Button
              size="sm"
              variant="ghost"
              icon={<SkipForward />}
              loading={busy === key('skip')}
              onClick={() => onDecide('skip')}
            >
              Пропустить
            </Button>
          )}
        </div>
      ) : null}
    </li>
  );
}

/** Paid videos waiting for approval and approved ones in playing order, then the latest finished. */
export function MediaQueue({ queue, controls = mediaApi }: { queue: ChannelMediaQueue; controls?: MediaControlsApi }) {
  useQueueRefresh();
  const { run, busy } = useMediaCall();
  return (
    <section aria-label="Очередь видео" className="rounded-2xl border border-border bg-surface p-5 tablet:p-6">
      <h2 className="font-semibold">Очередь</h2>
      {queue.items.length === 0 ? (
        <p className="mt-2 text-sm text-muted">Пока пусто. Оплаченные видео появятся здесь.</p>
      ) : (
        <ul className="divide-y divide-border">
          {queue.items.map((item) => (
            <RequestRow
              key={item.id}
              item={item}
              busy={busy}
              onDecide={(decision) => void run(`${decision}:${item.id}`, () => controls.decide(item.id, decision))}
            />
          ))}
        </ul>
      )}
      {queue.recent.length > 0 ? (
        <>
          <h3 className="mt-5 text-sm font-semibold text-muted">Недавние</h3>
          <ul className="divide-y divide-border">
            {queue.recent.map((item) => (
              <RequestRow key={item.id} item={item} busy={busy} />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
