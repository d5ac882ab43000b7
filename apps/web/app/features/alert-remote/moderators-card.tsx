import type { AlertModerator } from '@lootmarket/domain';
import { ShieldCheck, UserPlus, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#app/components/ui/button';
import { TextInput } from '#app/components/ui/text-input';
import { useToast } from '#app/components/ui/toast';
import { failureMessage } from '#app/lib/api/api-error';
import { remoteApi } from './remote-api';

/** People who may approve, skip and pause the streamer's alerts; they never see amounts. */
export function ModeratorsCard({ initial }: { initial: AlertModerator[] }) {
  const toast = useToast();
  const [items, setItems] = useState(initial);
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState<string | null>(null);

  async function add() {
    setBusy('add');
    try {
      const added = await remoteApi.addModerator(email);
      setItems((list) => [...list.filter((item) => item.userId !== added.userId), added]);
      setEmail('');
      toast.show({ type: 'success', message: `${added.name} теперь модератор` });
    } catch (error) {
      toast.show({ type: 'error', message: failureMessage(error, 'Не удалось добавить модератора') });
    } finally {
      setBusy(null);
    }
  }

  async function remove(moderator: AlertModerator) {
    setBusy(String(moderator.userId));
    try {
      await remoteApi.removeModerator(moderator.userId);
      setItems((list) => list.filter((item) => item.userId !== moderator.userId));
      toast.show({ type: 'success', message: `${moderator.name} больше не модератор` });
    } catch (error) {
      toast.show({ type: 'error', message: failureMessage(error, 'Не удалось убрать модератора') });
    } finally {
      setBusy(null);
    }
  }

  return (
    <section
      aria-labelledby="moderators-title"
      className="space-y-3 rounded-card border border-border bg-surface p-4 tablet:p-5"
    >
      <div>
        <h2 id="moderators-title" className="font-semibold">
          Модераторы
        </h2>
        <p className="text-sm text-muted">
          Одобряют, пропускают и повторяют оповещения, ставят очередь на паузу. Суммы донатов им не видны.
        </p>
      </div>
      {items.length > 0 ? (
        <ul className="divide-y divide-border" aria-label="Модераторы">
          {items.map((moderator) => (
            <li key={moderator.userId} className="flex items-center gap-3 py-2.5">
              <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-primary" />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{moderator.name}</span>
                {moderator.email ? <span className="block truncate text-sm text-muted">{moderator.email}</span> : null}
              </span>
              <Button
                size="sm"
                variant="ghost"
                icon={<X />}
                loading={busy === String(moderator.userId)}
                aria-label={`Убрать модератора ${moderator.name}`}
                onClick={() => void remove(moderator)}
              >
                Убрать
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-subtle">Модераторов пока нет.</p>
      )}
      <form
        className="flex flex-col gap-2 tablet:flex-row"
        onSubmit={(event) => {
          event.preventDefault();
          if (email.trim()) void add();
        }}
      >
        <div className="min-w-0 flex-1">
          <TextInput
            aria-label="E-mail или ссылка на профиль"
            placeholder="E-mail или ссылка на профиль"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <Button type="submit" icon={<UserPlus />} loading={busy === 'add'} disabled={!email.trim()}>
          Назначить
        </Button>
      </form>
    </section>
  );
}
