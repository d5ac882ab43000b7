import clsx from 'clsx';
import { PackagePlus, Scale, Store, Wallet, type LucideIcon } from 'lucide-react';
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
];

/** The strip above every admin page that leads from one queue to another; the current one is marked. */
export function AdminNav({ className }: { className?: string }) {
  return (
    <nav aria-label="Разделы поддержки" className={clsx('-mx-4 overflow-x-auto px-4', className)}>
      <ul className="flex w-max gap-1 rounded-2xl border border-border bg-surface p-1">
        {ADMIN_SECTIONS.map(({ to, label, Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              className={({ isActive }) =>
                clsx(
                  'flex h-10 items-center gap-2 rounded-xl px-3 text-sm font-medium whitespace-nowrap transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
                  isActive ? 'bg-primary-soft text-text' : 'text-muted hover:bg-surface-2 hover:text-text',
                )
              }
            >
              {({ isActive }) => (
                <>
                  <Icon aria-hidden="true" className={clsx('size-4', isActive ? 'text-primary' : '')} />
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
