import type { HeaderUser } from '@lootmarket/domain';
import { Bell } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClassName } from '#app/components/ui/button';

export const UNREAD_PATH = '/api/gw/private/v1/notifications/unread';
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
    fetch(UNREAD_PATH, { credentials: 'include' })
      .then((response) => (response.ok ? (response.json() as Promise<{ unread: number }>) : { unread: 0 }))
      .then((body) => alive && setUnread(body.unread))
      .catch(() => undefined);
    const cleared = () => setUnread(0);
    window.addEventListener(NOTIFICATIONS_READ_EVENT, cleared);
    return () => {
      alive = false;
      window.removeEventListener(NOTIFICATIONS_READ_EVENT, cleared);
    };
  }, [location.key]);
  const label = unread > 0 ? `Уведомления: ${unread} новых` : 'Уведомления';
  return (
    <Link to={`/${user.id}/notifications`} aria-label={label} title={label} className={buttonClassName({ variant: 'ghost', className: 'w-11 px-0! max-lg:hidden' })}>
      <Bell aria-hidden className="size-5 shrink-0" />
      {unread > 0 ? (
        <span aria-hidden className="absolute top-1.5 right-1 grid h-4.5 min-w-4.5 place-items-center rounded-full bg-danger px-1 text-[10px] leading-none font-bold text-white tabular-nums">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  );
}
