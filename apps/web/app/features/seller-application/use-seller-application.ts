import type { SellerApplicationView } from '@lootmarket/domain';
import { profileEndpoints } from '@lootmarket/domain/endpoints/profile';
import { useEffect, useState } from 'react';
import { api } from '#app/lib/api/browser';

/** Fired when an application is filed, so every place that shows the user's status shows it pending at once. */
export const SELLER_APPLIED_EVENT = 'lootmarket:seller-applied';

/** Where the signed-in user stands: still asking, never applied, or their newest application's status. */
export type SellerApplicationState = 'loading' | 'none' | SellerApplicationView['status'];

/** The user's newest application, asked once in the browser; guests (`enabled` false) have none. */
export function useSellerApplication(enabled: boolean): SellerApplicationState {
  const [state, setState] = useState<SellerApplicationState>('none');
  useEffect(() => {
    if (!enabled) return;
    let alive = true;
    setState('loading');
    api.call(profileEndpoints.mySellerApplication).then(
      (body) => alive && setState(body.application?.status ?? 'none'),
      () => alive && setState('none'),
    );
    const applied = () => setState('pending');
    window.addEventListener(SELLER_APPLIED_EVENT, applied);
    return () => {
      alive = false;
      window.removeEventListener(SELLER_APPLIED_EVENT, applied);
    };
  }, [enabled]);
  return state;
}
