import type { HeaderUser } from '@lootmarket/domain';
import { clsx } from 'clsx';
import { avatarFill } from '#app/lib/avatar-fill';

/** Round avatar: the uploaded picture, or the user's letters on their colour. */
export function UserAvatar({ user, className }: { user: HeaderUser; className?: string }) {
  const base = clsx('inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full', className);
  if (user.avatar) {
    return <img src={user.avatar} alt="" width={40} height={40} className={clsx(base, 'object-cover')} />;
  }
  return (
    <span
      aria-hidden="true"
      className={clsx(base, 'text-sm font-bold text-white uppercase select-none')}
      style={{ backgroundColor: avatarFill(user.avatarColor) }}
    >
      {user.avatarLetters.slice(0, 2)}
    </span>
  );
}
