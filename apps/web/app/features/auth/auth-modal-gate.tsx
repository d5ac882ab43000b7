import type { AppEnv, HeaderUser } from '@lootmarket/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { onAuthEvent, replayAuthEvent, type AuthEventMap } from '#app/lib/auth-events';
import { useLogoutListener } from './use-logout';

const AuthModal = lazy(() => import('./auth-modal').then((module) => ({ default: module.AuthModal })));

/** The events the sign-in flow answers; the first of them loads it. */
const FLOW_EVENTS = ['auth:open', 'auth:connect'] as const;
type FlowEvent = {
  [K in (typeof FLOW_EVENTS)[number]]: { name: K; detail: AuthEventMap[K] };
}[(typeof FLOW_EVENTS)[number]];

interface AuthModalGateProps {
  user: HeaderUser | null;
  appEnv: AppEnv;
  captchaSiteKey: string | null;
}

/**
 * Keeps the sign-in flow (its modal, steps, captcha and forms) out of every page's first load: the first
 * request to sign in or connect loads it, and the request is sent again once it listens. Signing out needs
 * no modal and is answered here.
 */
export function AuthModalGate(props: AuthModalGateProps) {
  const [first, setFirst] = useState<FlowEvent | null>(null);
  useLogoutListener();
  useEffect(() => {
    if (first) return;
    const offs = FLOW_EVENTS.map((name) => onAuthEvent(name, (detail) => setFirst({ name, detail } as FlowEvent)));
    return () => offs.forEach((off) => off());
  }, [first]);
  if (!first) return null;
  return (
    <Suspense fallback={null}>
      <AuthModal {...props} />
      <ReplayOnMount event={first} />
    </Suspense>
  );
}

/** Mounted after the modal in the same commit, so its effect runs once the modal's listeners are on. */
function ReplayOnMount({ event }: { event: FlowEvent }) {
  useEffect(() => {
    replayAuthEvent(event.name, event.detail as never);
  }, [event]);
  return null;
}
