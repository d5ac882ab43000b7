import type { HeaderUser } from '@lootmarket/domain';
import { lazy, Suspense } from 'react';
import { useHydrated } from '#app/lib/use-hydrated';

const NotificationBell = lazy(() =>
  import('./notification-bell').then((module) => ({ default: module.NotificationBell })),
);

/** The bell and its API client load in the browser for signed-in visitors only; its place is kept meanwhile. */
export function NotificationBellGate({ user }: { user: HeaderUser }) {
  const hydrated = useHydrated();
  const placeholder = <span aria-hidden className="hidden h-10 w-11 shrink-0 lg:block" />;
  if (!hydrated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <NotificationBell user={user} />
    </Suspense>
  );
}
