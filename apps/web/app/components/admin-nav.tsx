import clsx from 'clsx';
import {
  EyeOff,
  History,
  Lightbulb,
  LifeBuoy,
  PackagePlus,
  Scale,
  ShieldCheck,
  Store,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { NavLink } from 'react-router';

interface AdminSection {
  to: string;
  label: string;
  Icon: LucideIcon;
}

/** Every support queue there is, in the order support works through them. */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { to: '/admin/orders', label: 'Заказы и споры', Icon: Scale },
  { to: '/admin/payouts', label: 'Выплаты', Icon: Wallet },
  { to: '/admin/product-proposals', label: 'Предложенные товары', Icon: PackagePlus },
  { to: '/admin/seller-applications', label: 'Заявки продавцов', Icon: Store },
  { to: '/admin/sellers', label: 'Продавцы', Icon: ShieldCheck },
  { to: '/admin/moderation', label: 'Модерация', Icon: EyeOff },
  { to: '/admin/ideas', label: 'Идеи', Icon: Lightbulb },
  { to: '/admin/support', label: 'Поддержка', Icon: LifeBuoy },
  { to: '/admin/audit', label: 'Журнал действий', Icon: History },
];

/** The strip above every admin page that leads from one queue to another; the current one is marked. */
export function AdminNav({ className }: { className?: string }) {
  return (
    <nav aria-label="Разделы поддержки" className={className}>
      {/* Two by two on a phone, so every queue is in sight; one row from tablet width up. */}
      <ul className="grid grid-cols-2 gap-1 rounded-2xl border border-border bg-surface p-1 tablet:flex tablet:w-fit tablet:max-w-full tablet:flex-wrap">
        {ADMIN_SECTIONS.map(({ to, label, Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              className={({ isActive }) =>
                clsx(
                  'flex min-h-10 items-center gap-2 rounded-xl px-3 py-2 text-sm leading-tight font-medium transition-colors tablet:whitespace-nowrap',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
                  isActive ? 'bg-primary-soft text-text' : 'text-muted hover:bg-surface-2 hover:text-text',
                )
              }
            >
              {({ isActive }) => (
                <>
                  <Icon aria-hidden="true" className={clsx('size-4 shrink-0', isActive ? 'text-primary' : '')} />
                  {label}
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
