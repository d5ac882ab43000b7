import { ChoiceCards, type ChoiceCard } from '#app/components/ui/choice-cards';
import { ALERT_DELAY_LIMITS, type AlertMode, type AlertModeration } from '@lootmarket/domain';
import { Smartphone } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClassName } from '#app/components/ui/button';
import { useToast } from '#app/components/ui/toast';
import { failureMessage } from '#app/lib/api/api-error';
import { remoteApi, remoteHref } from './remote-api';

const MODES: readonly ChoiceCard<AlertMode>[] = [
  { value: 'auto', title: 'Сразу', hint: 'Оповещение выходит в эфир, как только донат оплачен' },
  { value: 'delay', title: 'С задержкой', hint: 'Есть время остановить оповещение, пока оно не вышло в эфир' },
  { value: 'manual', title: 'Ручное одобрение', hint: 'Оповещение ждёт, пока вы или модератор его одобрите' },
];

/** How alerts reach the stream: at once, after a delay, or once approved; and the way to the remote. */
export function ModerationSettings({ streamerId, initial }: { streamerId: number; initial: AlertModeration }) {
  const toast = useToast();
  const [mode, setMode] = useState(initial.mode);
  const [delay, setDelay] = useState(String(initial.delaySeconds));
  const [busy, setBusy] = useState(false);

  async function save() {
    setBusy(true);
    try {
      const saved = await remoteApi.saveModeration(mode === 'delay' ? { mode, delaySeconds: Number(delay) } : { mode });
      setDelay(String(saved.delaySeconds));
      toast.show({ type: 'success', message: 'Режим показа сохранён' });
    } catch (error) {
      toast.show({ type: 'error', message: failureMessage(error, 'Не удалось сохранить режим') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-labelledby="moderation-title"
      className="space-y-4 rounded-card border border-border bg-surface p-4 tablet:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="moderation-title" className="font-semibold">
            Показ оповещений
          </h2>
          <p className="text-sm text-muted">Что попадает в эфир и когда</p>
        </div>
        <Link to={remoteHref(streamerId)} className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
          <Smartphone aria-hidden="true" className="size-4" />
          Пульт с телефона
        </Link>
      </div>
      <ChoiceCards
        name="alert-mode"
        legend="Режим показа"
        options={MODES}
        value={mode}
        onChange={setMode}
        className="tablet:grid-cols-3"
      />
      <div className="flex flex-wrap items-end gap-3">
        {mode === 'delay' ? (
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-medium">Задержка, секунд</span>
            <input
              type="number"
              inputMode="numeric"
              min={ALERT_DELAY_LIMITS.min}
              max={ALERT_DELAY_LIMITS.max}
              value={delay}
              onChange={(event) => setDelay(event.target.value)}
              className="h-11 w-32 rounded-xl border border-border bg-bg px-3 tabular-nums"
            />
          </label>
        ) : null}
        <Button loading={busy} onClick={() => void save()}>
          Применить режим
        </Button>
      </div>
    </section>
  );
}
