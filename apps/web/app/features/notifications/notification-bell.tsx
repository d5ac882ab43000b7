import type { HeaderUser } from '@lootmarket/domain';
import { notificationEndpoints } from '@lootmarket/domain/endpoints/notifications';
import { Bell } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClassName } from '#app/components/ui/button';
import { api } from '#app/lib/api/browser';

/** Fired by the notifications page once it has marked everything read, so the badge clears at once. */
export const NOTIFICATIONS_READ_EVENT = 'lootmarket:notifications-read';

/**
 * The header's bell with the unread count, on wide screens (phones reach notifications through the profile
 * menu); asked again on every navigation, which is one indexed count.
 */
export function NotificationBell({ user }: { user: HeaderUser }) {
  const location = useLocation();
  const [unread, setUnread] = useState(0);
  useEffect(() => {
    let alive = true;
    api.call(notificationEndpoints.unread).then(
      (body) => alive && setUnread(body.unread),
      () => alive && setUnread(0),
    );
    const cleared = () => setUnread(0);
    window.addEventListener(NOTIFICATIONS_READ_EVENT, cleared);
    return () => {
      alive = false;
      window.removeEventListener(NOTIFICATIONS_READ_EVENT, cleared);
    };
  }, [location.key]);
  const label = unread > 0 ? `Уведомления: ${unread} новых` : 'Уведомления';
  return (
    <Link
      to={`/${user.id}/notifications`}
      aria-label={label}
      title={label}
      className={buttonClassName({ variant: 'ghost', className: 'w-11 px-0! max-lg:hidden' })}
    >
      <Bell aria-hidden className="size-5 shrink-0" />
      {unread > 0 ? (
        <span
          aria-hidden
          className="absolute top-1.5 right-1 grid h-4.5 min-w-4.5 place-items-center rounded-full bg-danger px-1 text-[10px] leading-none font-bold text-white tabular-nums"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  );
}
