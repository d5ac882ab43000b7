import type { HeaderUser } from '@lootmarket/domain';
import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { Logo } from '#app/components/brand/logo';
import { buttonClassName } from '#app/components/ui/button';
import { requestLogout } from '#app/lib/auth-events';
import { headerMenuItems } from './header-menu-items';
import { HeaderMenu } from './header-menu';

export interface HeaderSlots {
  /** The search field of wide screens; it takes the room between the logo and the buttons. */
  search?: ReactNode;
  /** The search button of phones and tablets. */
  mobileSearch?: ReactNode;
  /** The signed-in user's notifications button. */
  notifications?: ReactNode;
}

/** Sticky site header: 56 px on phones and tablets, 80 px from lg (HEADER_HEIGHT). The layout puts the search and notifications in. */
export function Header({ user, search, mobileSearch, notifications }: { user: HeaderUser | null } & HeaderSlots) {
  return (
    <header className="sticky top-0 z-40 border-b border-border/80 bg-bg/80 backdrop-blur-xl backdrop-saturate-150 supports-[backdrop-filter]:bg-bg/65">
      <div className="mx-auto flex h-14 w-full max-w-[1280px] items-center gap-2 px-4 sm:px-6 lg:h-20 lg:gap-8">
        {/* Four entries (a seller or streamer with the wallet) leave a phone no room for the wordmark. */}
        <Logo compact={headerMenuItems(user).length >= 4 ? 'phones' : true} />
        {search}
        <div className="ml-auto flex items-center gap-1 lg:gap-2">
          {mobileSearch}
          {user ? notifications : null}
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
