import { CircleCheck, Ban, PackageCheck, Wrench, type LucideIcon } from 'lucide-react';
import type { SellerOrderStatus } from '@lootmarket/domain';
import type { SellerStats } from './seller-orders.server';

const CARDS: readonly { status: SellerOrderStatus; label: string; icon: LucideIcon; tint: string }[] = [
  { status: 'IN_PROGRESS', label: 'В работе', icon: Wrench, tint: 'text-warning bg-warning/12' },
  { status: 'DELIVERED', label: 'Ждут покупателя', icon: PackageCheck, tint: 'text-info bg-info/12' },
  { status: 'COMPLETED', label: 'Завершены', icon: CircleCheck, tint: 'text-success bg-success/12' },
  { status: 'CANCELLED', label: 'Отменены', icon: Ban, tint: 'text-muted bg-surface-3' },
];

/** How many of the shop's orders sit in each seller-side status (GET order/seller/stats). */
export function SellerStatsStrip({ stats }: { stats: SellerStats }) {
  return (
    <dl aria-label="Статистика заказов" className="mb-5 grid grid-cols-2 gap-2.5 tablet:grid-cols-4">
      {CARDS.map(({ status, label, icon: Icon, tint }) => (
        <div key={status} className="flex items-center gap-3 rounded-2xl border border-border bg-surface p-3 sm:p-4">
          <span className={`grid size-10 shrink-0 place-items-center rounded-xl ${tint}`}>
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <dt className="truncate text-xs text-muted">{label}</dt>
            <dd className="text-xl font-bold tabular-nums">{stats[status]}</dd>
          </div>
        </div>
      ))}
    </dl>
  );
}
