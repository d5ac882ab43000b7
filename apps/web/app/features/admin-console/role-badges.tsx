import { STAFF_ROLE_TITLES, UserRole, isStaffRole } from '@lootmarket/domain';

const OTHER_ROLE_TITLES: Partial<Record<number, string>> = {
  [UserRole.Seller]: 'Продавец',
  [UserRole.Streamer]: 'Стример',
};

/** The account's roles as short badges, the block first and in red. */
export function RoleBadges({ roles, blocked }: { roles: readonly number[]; blocked: boolean }) {
  const titles = roles
    .map((role) => (isStaffRole(role) ? STAFF_ROLE_TITLES[role] : OTHER_ROLE_TITLES[role]))
    .filter((title): title is string => Boolean(title));
  return (
    <span className="flex flex-wrap gap-1">
      {blocked ? (
        <span className="rounded-full bg-danger/15 px-2 py-0.5 text-xs font-medium text-danger">Заблокирован</span>
      ) : null}
      {titles.map((title) => (
        <span key={title} className="rounded-full bg-surface-2 px-2 py-0.5 text-xs text-muted">
          {title}
        </span>
      ))}
    </span>
  );
}
