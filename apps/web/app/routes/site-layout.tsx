import { Outlet, useLocation, useRouteLoaderData } from 'react-router';
import { AuthModalGate } from '#app/features/auth/auth-modal-gate';
import { Footer } from '#app/features/footer/footer';
import { Header } from '#app/features/header/header';
import { NotificationBellGate } from '#app/features/notifications/notification-bell-gate';
import { UnreadMessagesButton } from '#app/features/order-chat/unread-messages-button';
import { PendingOrderRedirect } from '#app/features/order-status/pending-order-redirect';
import { SpringSaleGate } from '#app/features/promo/spring-sale-gate';
import { HeaderMobileSearch, HeaderSearchField } from '#app/features/search/header-search';
import { SessionKeeperGate } from '#app/features/session/session-keeper-gate';
import { isHeaderHidden } from '#app/lib/layout-visibility';
import type { loader as rootLoader } from '#app/root';

export default function SiteLayout() {
  const { pathname } = useLocation();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const user = root?.user ?? null;
  return (
    <div className="flex min-h-dvh flex-col">
      {isHeaderHidden(pathname) ? null : (
        <Header
          user={user}
          search={<HeaderSearchField className="hidden max-w-xl flex-1 lg:block" />}
          mobileSearch={<HeaderMobileSearch />}
          notifications={
            user ? (
              <>
                <UnreadMessagesButton user={user} />
                <NotificationBellGate user={user} />
              </>
            ) : null
          }
        />
      )}
      <div className="flex-1">
        <Outlet />
      </div>
      <Footer showContentCreatorsTerms={root?.flags.termsContentCreators ?? false} />
      <SpringSaleGate accountEmail={user?.email ?? null} />
      <AuthModalGate user={user} appEnv={root?.appEnv ?? 'production'} captchaSiteKey={root?.captchaSiteKey ?? null} />
      <SessionKeeperGate signedIn={Boolean(user)} />
      <PendingOrderRedirect />
    </div>
  );
}
