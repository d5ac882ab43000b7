import { Outlet, useLocation, useRouteLoaderData } from 'react-router';
import { AuthModal } from '#app/features/auth/auth-modal';
import { Footer } from '#app/features/footer/footer';
import { Header } from '#app/features/header/header';
import { PendingOrderRedirect } from '#app/features/order-status/pending-order-redirect';
import { SpringSalePromo } from '#app/features/promo/spring-sale-promo';
import { SessionKeeper } from '#app/features/session/session-keeper';
import { isHeaderHidden } from '#app/lib/layout-visibility';
import type { loader as rootLoader } from '#app/root';

export default function SiteLayout() {
  const { pathname } = useLocation();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  return (
    <div className="flex min-h-dvh flex-col">
      {isHeaderHidden(pathname) ? null : <Header user={root?.user ?? null} />}
      <div className="flex-1">
        <Outlet />
      </div>
      <Footer showContentCreatorsTerms={root?.flags.termsContentCreators ?? false} />
      <SpringSalePromo />
      <AuthModal
        user={root?.user ?? null}
        appEnv={root?.appEnv ?? 'production'}
        captchaSiteKey={root?.captchaSiteKey ?? null}
      />
      <SessionKeeper signedIn={Boolean(root?.user)} />
      <PendingOrderRedirect />
    </div>
  );
}
