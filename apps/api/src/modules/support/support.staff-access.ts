import { can, STAFF_ROLES, type StaffRole } from '@lootmarket/domain';
import { requirePermission } from '../../platform/http/staff-permission';

/** Who works the support desk: the staff roles that hold the desk's named permissions (decision 038). */
export const requireSupportRead = requirePermission('support.read');
export const requireSupportWrite = requirePermission('support.write');

/** The roles whose members answer tickets; transfers go only to them. */
export const SUPPORT_STAFF_ROLES: readonly StaffRole[] = STAFF_ROLES.filter((role) => can([role], 'support.write'));

export const answersSupport = (roles: readonly number[]): boolean => can(roles, 'support.write');
