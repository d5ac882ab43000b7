import type { HeaderUser } from '@lootmarket/domain';
import { LogOut } from 'lucide-react';
import { useLocation, useSearchParams } from 'react-router';
import { buttonClassName } from '#app/components/ui/button';
import { requestLogout } from '#app/lib/auth-events';
import { NotificationBell } from '#app/features/notifications/notification-bell';
import { HeaderMenu } from './header-menu';
import { Logo } from '#app/components/brand/logo';
import { MobileSearch } from './mobile-search';
import { SearchField } from './search-field';

/** Sticky site header: 56 px on phones and tablets, 80 px from lg (HEADER_HEIGHT). */
export function Header({ user }: { user: HeaderUser | null }) {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  // On the results page the field shows the current query; anywhere else it starts empty.
  const initialQuery = location.pathname === '/search' ? (searchParams.get('q') ?? '') : '';

  return (
    <header className="sticky top-0 z-40 border-b border-border/80 bg-bg/80 backdrop-blur-xl backdrop-saturate-150 supports-[backdrop-filter]:bg-bg/65">
      <div className="mx-auto flex h-14 w-full max-w-[1280px] items-center gap-2 px-4 sm:px-6 lg:h-20 lg:gap-8">
        <Logo compact />
        <SearchField
          // Remounting on navigation resets the text, so leaving /search clears the query.
          key={location.key}
          initialQuery={initialQuery}
          className="hidden max-w-xl flex-1 lg:block"
        />
        <div className="ml-auto flex items-center gap-1 lg:gap-2">
          <MobileSearch key={location.key} initialQuery={initialQuery} />
          {user ? <NotificationBell user={user} /> : null}
          <HeaderMenu user={user} />
          {/* Phones have no room for a fifth icon; signing out there belongs to the profile area. */}
          {user ? (
            <button
              type="button"
              onClick={requestLogout}
              aria-label="Выйти"
              title="Выйти"
              className={buttonClassName({ variant: 'ghost', className: 'w-11 px-0! max-lg:hidden' })}
            >
              <LogOut aria-hidden className="size-5 shrink-0" />
            </button>
          ) : null}
        </div>
      </div>
    </header>
  );
}
