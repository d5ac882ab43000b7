import { UserRole } from './users';

/**
 * What staff may do in the console, by area: `read` sees, `write` changes, `destructive` blocks people or
 * moves money out. Every admin route and page names one of these and refuses everyone without it.
 */
export const PERMISSIONS = [
  'console.read',
  'users.read',
  'users.destructive',
  'orders.read',
  'orders.write',
  'refunds.destructive',
  'disputes.read',
  'disputes.write',
  'payouts.read',
  'payouts.write',
  'sellers.read',
  'sellers.write',
  'catalog.read',
  'catalog.write',
  'moderation.read',
  'moderation.write',
  'ideas.read',
  'support.read',
  'support.write',
  'audit.read',
  'staff.read',
  'staff.write',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** The staff roles, superadmin (the former Admin) first; only a superadmin grants them. */
export const STAFF_ROLES = [
  UserRole.Admin,
  UserRole.Support,
  UserRole.Arbiter,
  UserRole.Finance,
  UserRole.Moderator,
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_NAMES: Record<StaffRole, string> = {
  [UserRole.Admin]: 'superadmin',
  [UserRole.Support]: 'support',
  [UserRole.Arbiter]: 'arbiter',
  [UserRole.Finance]: 'finance',
  [UserRole.Moderator]: 'moderator',
};

export const STAFF_ROLE_TITLES: Record<StaffRole, string> = {
  [UserRole.Admin]: 'Суперадмин',
  [UserRole.Support]: 'Поддержка',
  [UserRole.Arbiter]: 'Арбитр',
  [UserRole.Finance]: 'Финансы',
  [UserRole.Moderator]: 'Модератор',
};

const SEE_PEOPLE: Permission[] = ['console.read', 'users.read', 'orders.read'];

const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  [UserRole.Admin]: PERMISSIONS,
  [UserRole.Support]: [
    ...SEE_PEOPLE,
    'users.destructive',
    'disputes.read',
    'payouts.read',
    'ideas.read',
    'support.read',
    'support.write',
  ],
  [UserRole.Arbiter]: [...SEE_PEOPLE, 'disputes.read', 'disputes.write', 'orders.write'],
  [UserRole.Finance]: [
    ...SEE_PEOPLE,
    'payouts.read',
    'payouts.write',
    'orders.write',
    'refunds.destructive',
    'audit.read',
  ],
  [UserRole.Moderator]: [
    ...SEE_PEOPLE,
    'sellers.read',
    'sellers.write',
    'catalog.read',
    'catalog.write',
    'moderation.read',
    'moderation.write',
    'ideas.read',
  ],
};

export const isStaffRole = (role: number): role is StaffRole => (STAFF_ROLES as readonly number[]).includes(role);

/** Everything the roles allow together; roles that are not staff allow nothing. */
export function permissionsOf(roles: readonly number[]): Set<Permission> {
  return new Set(roles.filter(isStaffRole).flatMap((role) => ROLE_PERMISSIONS[role]));
}

/** True when the roles allow `permission`; unknown permissions are refused. */
export function can(roles: readonly number[], permission: Permission): boolean {
  return permissionsOf(roles).has(permission);
}

/** True for anyone who may open the console. */
export const isStaff = (roles: readonly number[]): boolean => can(roles, 'console.read');
