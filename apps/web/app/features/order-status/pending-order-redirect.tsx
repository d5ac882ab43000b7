import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { fetchOrderStatus } from './order-client';
import { forgetStoredOrder, isPendingOrder, orderStatusPath, readStoredOrder, skipsPendingRedirect } from './stored-order';

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
      const stored = readStoredOrder();
      if (!stored || skipsPendingRedirect(window.location.pathname)) return;
      try {
        const order = await fetchOrderStatus(stored.id, stored.token);
        if (cancelled) return;
        if (isPendingOrder(order)) void navigate(orderStatusPath(stored), { replace: true });
        else forgetStoredOrder();
      } catch {
        // An order the API no longer shows (another account, a lost token) must not keep bouncing the buyer.
        if (!cancelled) forgetStoredOrder();
      }
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
