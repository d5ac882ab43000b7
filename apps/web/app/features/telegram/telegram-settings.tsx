import { TELEGRAM_EVENT_LABELS, TELEGRAM_EVENTS, type TelegramEvent, type TelegramStatus } from '@lootmarket/domain';
import { telegramEndpoints } from '@lootmarket/domain/endpoints/telegram';
import { Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button, buttonClassName } from '#app/components/ui/button';
import { useToast } from '#app/components/ui/toast';
import { failureMessage } from '#app/lib/api/api-error';
import { api } from '#app/lib/api/browser';
import { DonationThreshold } from './donation-threshold';

/** How often the page asks whether «Старт» was pressed while a link waits. */
const LINK_POLL_MS = 3000;

/** Switches only streamers need; sellers and buyers see the rest. */
const STREAMER_ONLY: readonly TelegramEvent[] = ['donation'];

function useLinkWait(pending: boolean, onLinked: (status: TelegramStatus) => void) {
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => {
      void api
        .call(telegramEndpoints.status)
        .then((status) => status.linked && !status.blocked && onLinked(status))
        .catch(() => {});
    }, LINK_POLL_MS);
    return () => clearInterval(timer);
  }, [pending, onLinked]);
}

/** The settings section: link a Telegram chat through a one-time deep link, switch events, unlink. */
export function TelegramSettings({ initial, isStreamer }: { initial: TelegramStatus; isStreamer: boolean }) {
  const toast = useToast();
  const [status, setStatus] = useState(initial);
  const [link, setLink] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useLinkWait(link !== null, (linked) => {
    setStatus(linked);
    setLink(null);
    toast.show({ type: 'success', message: 'Telegram подключён' });
  });

  async function run<T>(call: () => Promise<T>, failure: string): Promise<T | null> {
    setBusy(true);
    try {
      return await call();
    } catch (error) {
      toast.show({ type: 'error', message: failureMessage(error, failure) });
      return null;
    } finally {
      setBusy(false);
    }
  }

  const connect = async () => {
    const answer = await run(() => api.call(telegramEndpoints.link), 'Не удалось получить ссылку');
    if (answer) setLink(answer.url);
  };
  const unlink = async () => {
    const answer = await run(() => api.call(telegramEndpoints.unlink), 'Не удалось отключить Telegram');
    if (answer) setStatus(answer);
  };
  const save = async (change: Partial<Record<TelegramEvent, boolean>>, donationMinMinor: number) => {
    const body = { events: change, donationMinMinor };
    const answer = await run(() => api.call(telegramEndpoints.savePreferences, { body }), 'Не удалось сохранить');
    if (answer) setStatus(answer);
  };

  const events = TELEGRAM_EVENTS.filter((event) => isStreamer || !STREAMER_ONLY.includes(event));
  const { preferences } = status;

  return (
    <section aria-labelledby="telegram-title" className="space-y-4 rounded-card border border-border bg-surface p-5">
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-[#2aabee] text-white">
          <Send aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 space-y-1">
          <h2 id="telegram-title" className="text-lg font-semibold">
            Уведомления в Telegram
          </h2>
          <p className="text-sm text-muted">Заказы, сообщения, выплаты и донаты — сразу в чат с ботом Лутмаркета.</p>
        </div>
      </div>
      {!status.available ? (
        <p className="text-sm text-muted">Telegram-бот пока не подключён.</p>
      ) : status.linked && !status.blocked ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm">
            Подключён{status.username ? <span className="font-semibold"> @{status.username}</span> : null}
          </p>
          <Button variant="secondary" size="sm" disabled={busy} onClick={() => void unlink()}>
            Отключить
          </Button>
        </div>
      ) : (
        <div className="space-y-3">
          {status.blocked ? (
            <p role="alert" className="rounded-xl border border-danger/40 bg-danger/10 p-3 text-sm">
              Бот заблокирован в Telegram, сообщения не доходят. Разблокируйте бота и подключите его заново.
            </p>
          ) : null}
          {link ? (
            <div className="space-y-2">
              <a href={link} target="_blank" rel="noreferrer" className={buttonClassName({ fullWidth: true })}>
                Открыть Telegram
              </a>
              <p className="text-sm text-muted">Нажмите «Старт» в чате с ботом. Ссылка действует 15 минут.</p>
            </div>
          ) : (
            <Button disabled={busy} onClick={() => void connect()}>
              {status.blocked ? 'Подключить заново' : 'Подключить Telegram'}
            </Button>
          )}
        </div>
      )}
      {status.available ? (
        <fieldset className="space-y-1">
          <legend className="mb-2 w-full border-t border-border pt-4 text-sm font-semibold">О чём сообщать</legend>
          {events.map((event) => (
            <label key={event} className="flex min-h-11 items-center justify-between gap-3 text-sm">
              <span>{TELEGRAM_EVENT_LABELS[event]}</span>
              <input
                type="checkbox"
                className="size-5 shrink-0 accent-primary"
                checked={preferences.events[event] !== false}
                disabled={busy}
                onChange={(change) => void save({ [event]: change.target.checked }, preferences.donationMinMinor)}
              />
            </label>
          ))}
          {isStreamer ? (
            <DonationThreshold
              minor={preferences.donationMinMinor}
              disabled={busy || preferences.events.donation === false}
              onSave={(minor) => void save({}, minor)}
            />
          ) : null}
        </fieldset>
      ) : null}
    </section>
  );
}
