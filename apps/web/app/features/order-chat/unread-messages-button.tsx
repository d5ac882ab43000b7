import type { HeaderUser } from '@lootmarket/domain';
import { MessagesSquare } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClassName } from '#app/components/ui/button';
import { useHydrated } from '#app/lib/use-hydrated';

interface Unread {
  total: number;
  /** The page of the newest order with unread messages. */
  href: string | null;
}

/** The header's unread order messages: shown only when there are some, opening the newest such order. */
export function UnreadMessagesButton({ user }: { user: HeaderUser }) {
  const hydrated = useHydrated();
  const location = useLocation();
  const [unread, setUnread] = useState<Unread>({ total: 0, href: null });
  useEffect(() => {
    if (!hydrated) return;
    let alive = true;
    // The API client and its schemas load after the page, not with the header of every page.
    import('./conversation-client')
      .then(({ fetchUnread }) => fetchUnread())
      .then(
        (body) => {
          const first = body.orders[0];
          const href = first
            ? first.side === 'seller'
              ? `/${user.id}/shop/orders/${first.orderId}`
              : `/${user.id}/orders/${first.orderId}`
            : null;
          if (alive) setUnread({ total: body.total, href });
        },
        () => alive && setUnread({ total: 0, href: null }),
      );
    return () => {
      alive = false;
    };
  }, [hydrated, location.key, user.id]);
  if (unread.total === 0 || !unread.href) return null;
  const label = `Непрочитанные сообщения: ${unread.total}`;
  return (
    <Link
      to={unread.href}
      aria-label={label}
      title={label}
      data-testid="unread-messages"
      className={buttonClassName({ variant: 'ghost', className: 'relative w-11 px-0!' })}
    >
      <MessagesSquare aria-hidden className="size-5 shrink-0" />
      <span
        aria-hidden
        className="absolute top-1.5 right-1 grid h-4.5 min-w-4.5 place-items-center rounded-full bg-primary px-1 text-[10px] leading-none font-bold text-white tabular-nums"
      >
        {unread.total > 99 ? '99+' : unread.total}
      </span>
    </Link>
  );
}
