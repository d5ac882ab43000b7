import type { SupportStaffMember, SupportStaffTicketView } from '@lootmarket/domain';
import { supportStaffEndpoints } from '@lootmarket/domain/endpoints/support';
import { useState } from 'react';
import { Button } from '#app/components/ui/button';
import { useToast } from '#app/components/ui/toast';
import { failureMessage } from '#app/lib/api/api-error';
import { api } from '#app/lib/api/browser';

/** Take, transfer, close and reopen; each asks the API and then reloads the page's data. */
export function StaffActions({
  ticket,
  members,
  meId,
  onDone,
}: {
  ticket: SupportStaffTicketView;
  members: SupportStaffMember[];
  meId: number | null;
  onDone(): void;
}) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const others = members.filter((member) => member.id !== ticket.assignee?.id);
  const [to, setTo] = useState<number | ''>('');
  const params = { id: ticket.id };

  async function run(work: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await work();
      toast.show({ type: 'success', message: done });
      onDone();
    } catch (error) {
      toast.show({ type: 'error', message: failureMessage(error, 'Не удалось сохранить') });
    } finally {
      setBusy(false);
    }
  }

  if (ticket.status === 'closed')
    return (
      <Button
        size="sm"
        loading={busy}
        onClick={() => void run(() => api.call(supportStaffEndpoints.reopen, { params }), 'Обращение открыто')}
      >
        Открыть снова
      </Button>
    );
  return (
    <div className="flex flex-wrap items-center gap-2">
      {ticket.assignee?.id !== meId ? (
        <Button
          size="sm"
          loading={busy}
          onClick={() => void run(() => api.call(supportStaffEndpoints.take, { params }), 'Обращение ваше')}
        >
          Взять себе
        </Button>
      ) : null}
      <select
        aria-label="Кому передать"
        value={to}
        onChange={(event) => setTo(event.target.value ? Number(event.target.value) : '')}
        className="min-h-9 rounded-xl border border-border bg-bg px-2 text-sm"
      >
        <option value="">Передать…</option>
        {others.map((member) => (
          <option key={member.id} value={member.id}>
            {member.name}
          </option>
        ))}
      </select>
      <Button
        size="sm"
        variant="secondary"
        disabled={to === '' || busy}
        onClick={() =>
          void run(
            () => api.call(supportStaffEndpoints.transfer, { params, body: { staffId: Number(to) } }),
            'Обращение передано',
          )
        }
      >
        Передать
      </Button>
      <Button
        size="sm"
        variant="ghost"
        disabled={busy}
        onClick={() => void run(() => api.call(supportStaffEndpoints.close, { params }), 'Обращение закрыто')}
      >
        Закрыть
      </Button>
    </div>
  );
}
