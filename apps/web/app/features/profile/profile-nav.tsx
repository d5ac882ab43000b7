import type { HeaderUser } from '@lootmarket/domain';
import { clsx } from 'clsx';
import { ChevronRight, ExternalLink, Lightbulb, LifeBuoy, LogOut } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { UserAvatar } from '#app/components/user-avatar';
import { requestLogout } from '#app/lib/auth-events';
import { SUPPORT_URL } from '#app/lib/site';
import { IdeaModal } from './idea-modal';
import { profileLinks } from './profile-links';

/**
 * The profile menu: the whole page on phones, a side column on wide screens. `status` (the seller
 * application's entry or its pending state) stands under the name, as the account's own state, not after «Выйти».
 */
export function ProfileNav({
  user,
  variant,
  status,
}: {
  user: HeaderUser;
  variant: 'page' | 'side';
  status?: ReactNode;
}) {
  const item = variant === 'page' ? 'h-14 rounded-2xl bg-surface px-4 text-base' : 'h-11 rounded-xl px-3 text-sm';
  const [ideaOpen, setIdeaOpen] = useState(false);
  return (
    <nav aria-label="Профиль" className="flex flex-col gap-2">
      <div className="mb-3 flex items-center gap-3">
        <UserAvatar user={user} className="size-12 text-base" />
        <div className="min-w-0">
          <p className="truncate font-semibold">{user.name}</p>
          <p className="text-sm text-muted">ID {user.id}</p>
        </div>
      </div>
      {status ? <div className="mb-3">{status}</div> : null}
      {profileLinks(user).map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          end={link.end}
          className={({ isActive }) =>
            clsx(
              'flex items-center justify-between font-medium transition-colors hover:bg-surface-2',
              item,
              isActive && 'bg-surface-2 text-primary-hover',
            )
          }
        >
          {link.label}
          {variant === 'page' ? <ChevronRight aria-hidden="true" className="size-5 text-subtle" /> : null}
        </NavLink>
      ))}
      {/* Spec §2: the profile's support entry is the messenger bot the footer links to. */}
      <a
        href={SUPPORT_URL}
        target="_blank"
        rel="noopener noreferrer"
        className={clsx('flex items-center gap-2 font-medium transition-colors hover:bg-surface-2', item)}
      >
        <LifeBuoy aria-hidden="true" className="size-4 text-primary-hover" />
        Поддержка
        <ExternalLink aria-hidden="true" className="ml-auto size-4 text-subtle" />
      </a>
      <button
        type="button"
        onClick={() => setIdeaOpen(true)}
        className={clsx('flex items-center gap-2 text-left font-medium transition-colors hover:bg-surface-2', item)}
      >
        <Lightbulb aria-hidden="true" className="size-4 text-warning" />
        Предложить идею
      </button>
      <IdeaModal open={ideaOpen} onOpenChange={setIdeaOpen} />
      <button
        type="button"
        onClick={() => requestLogout()}
        className={clsx(
          'flex items-center gap-2 text-left font-medium text-danger transition-colors hover:bg-surface-2',
          item,
        )}
      >
        <LogOut aria-hidden="true" className="size-4" />
        Выйти
      </button>
    </nav>
  );
}
