import { STORED_CLIENT_KEYS } from '@lootmarket/domain';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** Whether this browser kept an order at all; reading it (and the API client) loads only when it did. */
function hasStoredOrder(): boolean {
  try {
    return window.localStorage.getItem(STORED_CLIENT_KEYS.lastOrder) !== null;
  } catch {
    return false;
  }
}

/**
 * Spec §4: a stored pending order forces the redirect to its status page. It runs when a page of the site
 * is opened (including coming back from the bank with the browser's Back button, which restores the page
 * from cache), not on every click inside the site, so the buyer can still look around from the status page.
 * An order that is no longer waiting for payment is forgotten.
 */
export function PendingOrderRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    let cancelled = false;
    async function check() {
      if (!hasStoredOrder()) return;
      const { pendingOrderPath } = await import('./pending-order-check');
      const path = await pendingOrderPath(() => cancelled);
      if (path && !cancelled) void navigate(path, { replace: true });
    }
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) void check();
    };
    void check();
    window.addEventListener('pageshow', onPageShow);
    return () => {
      cancelled = true;
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [navigate]);
  return null;
}
