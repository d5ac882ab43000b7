import { APPROVAL_KIND_LABELS, formatMoneyValue, type StaffApproval, type StaffOrderEvent } from '@lootmarket/domain';
import { LocalTime } from '#app/components/local-time';
import { actorLabel, DATE_TIME, ORDER_EVENT_LABELS } from './order-labels';

const APPROVAL_STATUS: Record<StaffApproval['status'], string> = {
  pending: 'ждёт второго подтверждения',
  done: 'выполнен',
  rejected: 'отклонён',
};

/** Every step of the order, oldest first: payments, the seller's moves, support's decisions and refunds. */
export function OrderHistory({ events }: { events: StaffOrderEvent[] }) {
  return (
    <ol className="space-y-3 border-l border-border pl-4" aria-label="История заказа">
      {events.map((event, index) => (
        <li key={`${event.type}-${index}`} className="relative">
          <span aria-hidden className="absolute top-1.5 -left-[21px] size-2.5 rounded-full bg-primary" />
          <p className="text-sm font-medium">
            {ORDER_EVENT_LABELS[event.type] ?? event.type}
            {event.refunded ? ` — ${formatMoneyValue(event.refunded)}` : ''}
          </p>
          <p className="text-xs text-muted">
            <LocalTime iso={event.at} format={DATE_TIME} /> · {actorLabel(event.actor)}
          </p>
          {event.note ? <p className="mt-1 text-sm break-words">«{event.note}»</p> : null}
        </li>
      ))}
    </ol>
  );
}

/** Manual refunds asked for the order, done, waiting or rejected. */
export function OrderApprovals({ items }: { items: StaffApproval[] }) {
  if (items.length === 0) return <p className="text-sm text-muted">Возвратов вручную не было</p>;
  return (
    <ul className="space-y-2" aria-label="Возвраты вручную">
      {items.map((item) => (
        <li key={item.id} className="rounded-xl bg-surface-2 p-3 text-sm">
          <p className="font-medium">
            {APPROVAL_KIND_LABELS[item.kind]}
            {item.amount ? ` — ${formatMoneyValue(item.amount)}` : ''}: {APPROVAL_STATUS[item.status]}
          </p>
          <p className="text-xs text-muted">
            {item.requestedBy.name}
            {item.decidedBy && item.decidedBy.id !== item.requestedBy.id ? ` → ${item.decidedBy.name}` : ''} ·{' '}
            <LocalTime iso={item.requestedAt} format={DATE_TIME} />
          </p>
          <p className="mt-1 break-words">«{item.reason}»</p>
          {item.rejectReason ? <p className="mt-1 text-danger">Отклонён: {item.rejectReason}</p> : null}
        </li>
      ))}
    </ul>
  );
}
