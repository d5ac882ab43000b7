import type { HeaderUser } from '@lootmarket/domain';
import { clsx } from 'clsx';
import { HandCoins, LayoutDashboard, LogIn, Radio, ShoppingBag, Store, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '#app/components/ui/button';
import { requestConnect, requestLogin } from '#app/lib/auth-events';
import { headerMenuItems, type HeaderMenuId, type HeaderMenuItem } from './header-menu-items';
import { UserAvatar } from '#app/components/user-avatar';

const ICONS: Partial<Record<HeaderMenuId, LucideIcon>> = {
  'connect-donations': HandCoins,
  login: LogIn,
  donations: Radio,
  shop: Store,
  orders: ShoppingBag,
  admin: LayoutDashboard,
};

const ACTIONS: Record<'connect-donations' | 'login', () => void> = {
  'connect-donations': () => requestConnect('connect-donations'),
  login: requestLogin,
};

/** Below lg the secondary entries collapse to 44 px icon buttons; 'Войти' always keeps its label. */
function itemClassName(id: HeaderMenuId): string {
  if (id === 'login') return buttonClassName({ variant: 'primary', className: 'max-lg:px-4' });
  if (id === 'connect-donations') {
    return buttonClassName({
      variant: 'ghost',
      className:
        'max-lg:w-11 max-lg:px-0 lg:border lg:border-accent/40 lg:hover:border-accent text-accent! hover:bg-accent/10!',
    });
  }
  return buttonClassName({ variant: 'ghost', className: 'max-lg:w-11 max-lg:px-0' });
}

function ItemContent({ item }: { item: HeaderMenuItem }) {
  const Icon = ICONS[item.id];
  return (
    <>
      {Icon ? (
        <Icon
          aria-hidden="true"
          className={clsx('size-5 shrink-0 lg:size-[18px]', item.id === 'login' && 'max-lg:hidden')}
        />
      ) : null}
      <span className={item.id === 'login' ? undefined : 'max-lg:sr-only'}>{item.label}</span>
    </>
  );
}

function ProfileLink({ user, to }: { user: HeaderUser; to: string }) {
  return (
    <Link
      to={to}
      title={user.name}
      aria-label="Профиль"
      className="group inline-flex size-11 items-center justify-center rounded-full"
    >
      <UserAvatar
        user={user}
        className="size-10 ring-2 ring-border transition-shadow duration-150 group-hover:ring-primary"
      />
    </Link>
  );
}

/** The header button bar; one markup for every width so the menu is the same list everywhere. */
export function HeaderMenu({ user }: { user: HeaderUser | null }) {
  const items = headerMenuItems(user);
  return (
    <nav aria-label="Меню пользователя">
      <ul className="flex items-center gap-1 lg:gap-2">
        {items.map((item) => (
          <li key={item.id} className="flex">
            {item.id === 'profile' && item.kind === 'link' && user ? (
              <ProfileLink user={user} to={item.to} />
            ) : item.kind === 'link' ? (
              <Link to={item.to} className={itemClassName(item.id)}>
                <ItemContent item={item} />
              </Link>
            ) : (
              <button type="button" onClick={ACTIONS[item.id]} className={itemClassName(item.id)}>
                <ItemContent item={item} />
              </button>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
