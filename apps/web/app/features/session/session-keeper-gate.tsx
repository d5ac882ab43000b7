import { lazy, Suspense } from 'react';
import { useHydrated } from '#app/lib/use-hydrated';
import { hasSessionMarker } from '#app/lib/session-marker';

const SessionKeeper = lazy(() => import('./session-keeper').then((module) => ({ default: module.SessionKeeper })));

/** Only a browser with a session (or one to renew) needs the session keeper; anonymous visitors never load it. */
export function SessionKeeperGate({ signedIn }: { signedIn: boolean }) {
  const hydrated = useHydrated();
  if (!hydrated || !(signedIn || hasSessionMarker())) return null;
  return (
    <Suspense fallback={null}>
      <SessionKeeper signedIn={signedIn} />
    </Suspense>
  );
}
