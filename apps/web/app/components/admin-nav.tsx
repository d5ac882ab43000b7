import { permissionsOf, type Permission } from '@lootmarket/domain';
import clsx from 'clsx';
import {
  EyeOff,
  History,
  LayoutDashboard,
  Lightbulb,
  LifeBuoy,
  PackagePlus,
  Scale,
  ShieldCheck,
  Store,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { NavLink, useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '#app/root';

interface AdminSection {
  to: string;
  label: string;
  Icon: LucideIcon;
  /** The permission the page's API asks for; the entry shows only to staff holding it. */
  permission: Permission;
  /** Marked only on its own address, not on the pages under it. */
  end?: boolean;
}

/** Every page of the console, in the order support works through them. */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { to: '/admin', label: 'Очереди', Icon: LayoutDashboard, permission: 'console.read', end: true },
  { to: '/admin/users', label: 'Пользователи', Icon: Users, permission: 'users.read' },
  { to: '/admin/orders', label: 'Заказы и споры', Icon: Scale, permission: 'disputes.read' },
  { to: '/admin/payouts', label: 'Выплаты', Icon: Wallet, permission: 'payouts.read' },
  { to: '/admin/product-proposals', label: 'Предложенные товары', Icon: PackagePlus, permission: 'catalog.read' },
  { to: '/admin/seller-applications', label: 'Заявки продавцов', Icon: Store, permission: 'sellers.read' },
  { to: '/admin/sellers', label: 'Продавцы', Icon: ShieldCheck, permission: 'sellers.read' },
  { to: '/admin/moderation', label: 'Модерация', Icon: EyeOff, permission: 'moderation.read' },
  { to: '/admin/ideas', label: 'Идеи', Icon: Lightbulb, permission: 'ideas.read' },
  { to: '/admin/support', label: 'Поддержка', Icon: LifeBuoy, permission: 'support.read' },
  { to: '/admin/audit', label: 'Журнал действий', Icon: History, permission: 'audit.read' },
];

/** The strip above every admin page that leads from one page to another; the current one is marked. */
export function AdminNav({ className }: { className?: string }) {
  const permissions = permissionsOf(useRouteLoaderData<typeof rootLoader>('root')?.user?.roles ?? []);
  const sections = ADMIN_SECTIONS.filter((section) => permissions.has(section.permission));
  return (
    <nav aria-label="Разделы поддержки" className={className}>
      {/* Two by two on a phone, so every queue is in sight; one row from tablet width up. */}
      <ul className="grid grid-cols-2 gap-1 rounded-2xl border border-border bg-surface p-1 tablet:flex tablet:w-fit tablet:max-w-full tablet:flex-wrap">
        {sections.map(({ to, label, Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end ?? false}
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
