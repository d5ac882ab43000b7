import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useHydrated } from '#app/lib/use-hydrated';
import { isSpringSaleDismissed } from './promo-dismissal';
import { SPRING_SALE_CAMPAIGN } from './spring-sale';

const SpringSalePromo = lazy(() =>
  import('./spring-sale-promo').then((module) => ({ default: module.SpringSalePromo })),
);

/** Loads the spring-sale modal only for visitors who came by its campaign link; nobody else downloads it. */
export function SpringSaleGate({ accountEmail = null }: { accountEmail?: string | null }) {
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  if (!hydrated || searchParams.get('utm_campaign') !== SPRING_SALE_CAMPAIGN || isSpringSaleDismissed()) return null;
  return (
    <Suspense fallback={null}>
      <SpringSalePromo accountEmail={accountEmail} />
    </Suspense>
  );
}
