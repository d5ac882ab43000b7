import { APPROVAL_KIND_LABELS, formatMoneyValue, type StaffApproval } from '@lootmarket/domain';
import { staffApprovalEndpoints } from '@lootmarket/domain/endpoints/admin-orders';
import { UsersRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { LocalTime } from '#app/components/local-time';
import { Button } from '#app/components/ui/button';
import { useToast } from '#app/components/ui/toast';
import { failureMessage } from '#app/lib/api/api-error';
import { api } from '#app/lib/api/browser';
import { DATE_TIME, orderNumber } from './order-labels';

/** One waiting request: a different staff member approves (carrying it out) or rejects it with a reason. */
function ApprovalCard({ item, onDecided }: { item: StaffApproval; onDecided: () => void }) {
  const toast = useToast();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);

  async function decide(verb: 'approve' | 'reject') {
    setBusy(true);
    try {
      if (verb === 'approve') await api.call(staffApprovalEndpoints.approve, { params: { id: item.id } });
      else await api.call(staffApprovalEndpoints.reject, { params: { id: item.id }, body: { reason } });
      toast.show({
        type: 'success',
        message: verb === 'approve' ? 'Запрос подтверждён и выполнен' : 'Запрос отклонён',
      });
      onDecided();
    } catch (error) {
      toast.show({ type: 'error', message: failureMessage(error, 'Не удалось сохранить решение') });
    } finally {
      setBusy(false);
    }
  }

  const target =
    item.kind === 'order.refund' ? (
      <Link to={`/admin/orders/${item.targetId}`} className="font-medium text-primary hover:underline">
        Заказ {orderNumber(item.targetId)}
      </Link>
    ) : (
      <Link to={`/admin/payouts?id=${item.targetId}`} className="font-medium text-primary hover:underline">
        Вывод {orderNumber(item.targetId)}
      </Link>
    );
  return (
    <li aria-label={APPROVAL_KIND_LABELS[item.kind]} className="rounded-2xl border border-border bg-surface p-4 sm:p-5">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="min-w-0">
          <p className="font-semibold">{APPROVAL_KIND_LABELS[item.kind]}</p>
          <p className="text-sm text-muted">
            {target} · запросил(а) {item.requestedBy.name} · <LocalTime iso={item.requestedAt} format={DATE_TIME} />
          </p>
        </div>
        {item.amount ? <p className="text-lg font-bold tabular-nums">{formatMoneyValue(item.amount)}</p> : null}
      </div>
      <p className="mt-2 rounded-xl bg-surface-2 p-3 text-sm">
        <span className="text-muted">Причина: </span>
        {item.reason}
      </p>
      {rejecting ? (
        <div className="mt-3 flex flex-col gap-2">
          <label className="text-sm font-medium" htmlFor={`reject-${item.id}`}>
            Почему запрос отклонён
          </label>
          <textarea
            id={`reject-${item.id}`}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            rows={2}
            maxLength={500}
            className="rounded-xl border border-border bg-surface p-3 text-sm"
          />
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button
              size="sm"
              variant="danger"
              loading={busy}
              disabled={reason.trim().length < 3}
              onClick={() => void decide('reject')}
            >
              Отклонить запрос
            </Button>
            <Button size="sm" variant="ghost" disabled={busy} onClick={() => setRejecting(false)}>
              Отмена
            </Button>
          </div>
        </div>
      ) : (
        <div className="mt-3 flex flex-col gap-2 sm:flex-row">
          <Button size="sm" loading={busy} onClick={() => void decide('approve')}>
            Подтвердить и выполнить
          </Button>
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => setRejecting(true)}>
            Отклонить
          </Button>
        </div>
      )}
    </li>
  );
}

/** «Ожидают второго подтверждения»: the four-eyes queue, oldest first. */
export function ApprovalsQueue({ items, onDecided }: { items: StaffApproval[]; onDecided: () => void }) {
  if (items.length === 0)
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-border bg-surface px-6 py-14 text-center">
        <span className="grid size-14 place-items-center rounded-2xl bg-primary-soft text-primary">
          <UsersRound aria-hidden="true" className="size-7" />
        </span>
        <p className="text-muted">Нет запросов, ожидающих второго подтверждения</p>
      </div>
    );
  return (
    <ul className="space-y-3" aria-label="Ожидают второго подтверждения">
      {items.map((item) => (
        <ApprovalCard key={item.id} item={item} onDecided={onDecided} />
      ))}
    </ul>
  );
}
