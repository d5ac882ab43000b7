import type { StaffApproval } from '@lootmarket/domain';
import { staffApprovalEndpoints } from '@lootmarket/domain/endpoints/admin-orders';
import { UsersRound } from 'lucide-react';
import { useState } from 'react';
import { LocalTime } from '#app/components/local-time';
import { Button } from '#app/components/ui/button';
import { TextInput } from '#app/components/ui/text-input';
import { useToast } from '#app/components/ui/toast';
import { failureMessage } from '#app/lib/api/api-error';
import { api } from '#app/lib/api/browser';

const DATE_TIME: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' };

/** The first staff member asks to pay a held withdrawal out, saying why. */
function RequestRelease({ payoutId, onDone }: { payoutId: string; onDone: () => void }) {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  // One key per form: a repeated click or a lost answer asks once.
  const [key, setKey] = useState(() => crypto.randomUUID());

  async function submit() {
    setBusy(true);
    try {
      await api.call(staffApprovalEndpoints.releasePayout, {
        params: { id: payoutId },
        headers: { 'idempotency-key': key },
        body: { reason },
      });
      toast.show({ type: 'success', message: 'Выплата ждёт подтверждения другого сотрудника' });
      setKey(crypto.randomUUID());
      onDone();
    } catch (error) {
      toast.show({ type: 'error', message: failureMessage(error, 'Не удалось запросить выплату') });
    } finally {
      setBusy(false);
    }
  }

  if (!open)
    return (
      <Button size="sm" onClick={() => setOpen(true)}>
        Запросить выплату
      </Button>
    );
  return (
    <form
      aria-label="Запрос выплаты"
      className="flex w-full flex-col gap-2 tablet:flex-row tablet:items-start"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextInput
        label="Почему вывод можно выплатить"
        required
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        containerClassName="flex-1"
        placeholder="Её прочтёт второй сотрудник"
      />
      <div className="flex gap-2 tablet:mt-7">
        <Button type="submit" size="sm" loading={busy} disabled={reason.trim().length < 3}>
          Отправить на подтверждение
        </Button>
        <Button size="sm" variant="ghost" disabled={busy} onClick={() => setOpen(false)}>
          Отмена
        </Button>
      </div>
    </form>
  );
}

/** A waiting request: anyone but its author confirms it, which pays the withdrawal out. */
function WaitingRelease({ request, mine, onDone }: { request: StaffApproval; mine: boolean; onDone: () => void }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  async function approve() {
    setBusy(true);
    try {
      await api.call(staffApprovalEndpoints.approve, { params: { id: request.id } });
      toast.show({ type: 'success', message: 'Выплата подтверждена и отправлена в платёжную систему' });
      onDone();
    } catch (error) {
      toast.show({ type: 'error', message: failureMessage(error, 'Не удалось подтвердить выплату') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex w-full flex-col gap-2 rounded-xl border border-primary/30 bg-primary-soft p-3 text-sm">
      <p className="flex items-start gap-2">
        <UsersRound aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        <span>
          Выплату запросил(а) {request.requestedBy.name} · <LocalTime iso={request.requestedAt} format={DATE_TIME} />
          <br />
          <span className="text-muted">Причина: </span>
          {request.reason}
        </span>
      </p>
      {mine ? (
        <p className="text-muted">Подтвердить выплату должен другой сотрудник.</p>
      ) : (
        <div>
          <Button size="sm" loading={busy} onClick={() => void approve()}>
            Подтвердить выплату
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * A withdrawal on a risk hold (decision 050): one staff member asks to pay it out, a different one confirms.
 * Rejecting the withdrawal itself stays with the card's «Отклонить».
 */
export function ReleasePanel({
  payoutId,
  request,
  viewerId,
  onDone,
}: {
  payoutId: string;
  request: StaffApproval | undefined;
  viewerId: string | undefined;
  onDone: () => void;
}) {
  return request ? (
    <WaitingRelease request={request} mine={request.requestedBy.id === viewerId} onDone={onDone} />
  ) : (
    <RequestRelease payoutId={payoutId} onDone={onDone} />
  );
}
