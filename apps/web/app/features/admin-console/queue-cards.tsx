import type { ConsoleQueue, ConsoleQueueId } from '@lootmarket/domain';
import clsx from 'clsx';
import {
  AlertTriangle,
  CircleAlert,
  Flag,
  LifeBuoy,
  PackagePlus,
  Scale,
  ShieldAlert,
  Store,
  UsersRound,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { waitedFor } from './waited-for';

interface QueueCard {
  title: string;
  to: string;
  Icon: LucideIcon;
  /** Says what waits, for screen readers and the card's second line. */
  what: string;
}

/** Each queue's page; `approvals` is the four-eyes queue. */
const CARDS: Record<ConsoleQueueId, QueueCard> = {
  disputes: { title: 'Споры', to: '/admin/orders', Icon: Scale, what: 'открытых споров' },
  flagged_orders: {
    title: 'Заказы на проверке',
    to: '/admin/orders?stage=manual_approve',
    Icon: ShieldAlert,
    what: 'заказов задержано правилами риска',
  },
  payouts: { title: 'Выплаты', to: '/admin/payouts', Icon: Wallet, what: 'заявок ждут решения' },
  withdrawals: {
    title: 'Выводы с ошибкой',
    to: '/admin/payouts?status=outcome_status_error',
    Icon: CircleAlert,
    what: 'выводов не дошли до получателя',
  },
  seller_applications: {
    title: 'Заявки продавцов',
    to: '/admin/seller-applications',
    Icon: Store,
    what: 'заявок ждут решения',
  },
  product_proposals: {
    title: 'Предложенные товары',
    to: '/admin/product-proposals',
    Icon: PackagePlus,
    what: 'товаров ждут проверки',
  },
  support: { title: 'Обращения', to: '/admin/support', Icon: LifeBuoy, what: 'обращений ждут ответа' },
  approvals: {
    title: 'Второе подтверждение',
    to: '/admin/orders?stage=approvals',
    Icon: UsersRound,
    what: 'действий ждут второго сотрудника',
  },
  donation_reports: {
    title: 'Жалобы на страницы донатов',
    to: '/admin/moderation?tab=donation-pages',
    Icon: Flag,
    what: 'жалоб ждут модератора',
  },
};

/** The console's home: one card per queue the staff member may work, busiest look first. */
export function QueueCards({ queues, now }: { queues: ConsoleQueue[]; now: number }) {
  if (queues.length === 0)
    return (
      <p className="rounded-2xl border border-dashed border-border px-4 py-10 text-center text-muted">
        Очередей для вашей роли нет
      </p>
    );
  return (
    <ul aria-label="Очереди" className="grid grid-cols-1 gap-3 tablet:grid-cols-2 desktop:grid-cols-3">
      {queues.map((queue) => {
        const card = CARDS[queue.id];
        const waiting = queue.count > 0;
        return (
          <li key={queue.id}>
            <Link
              to={card.to}
              className={clsx(
                'flex h-full flex-col gap-2 rounded-card border bg-surface p-4 transition-colors hover:border-primary',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
                waiting ? 'border-border' : 'border-border/60',
              )}
            >
              <span className="flex items-center gap-2 text-sm font-medium text-muted">
                <card.Icon aria-hidden="true" className="size-4 text-primary" />
                {card.title}
              </span>
              <span className="flex items-baseline gap-2">
                <span className={clsx('text-3xl font-bold tabular-nums', waiting ? 'text-text' : 'text-muted')}>
                  {queue.count}
                </span>
                <span className="text-sm text-muted">{card.what}</span>
              </span>
              {queue.held ? (
                <span className="flex items-center gap-1 text-sm text-warning">
                  <AlertTriangle aria-hidden="true" className="size-4" />
                  из них с сигналами риска: {queue.held}
                </span>
              ) : null}
              <span className="mt-auto text-sm text-muted">
                {queue.oldestSince ? `Дольше всех ждёт ${waitedFor(queue.oldestSince, now)}` : 'Очередь пуста'}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
