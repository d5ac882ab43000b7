import { UserRole } from '@lootmarket/domain';
import { requireRole } from '../../platform/http/private-scope';

/**
 * Who works the support desk: today the admin role, checked as every admin route checks it. The console's named
 * permissions ('support.read', 'support.write') take the place of these lines, and of the role staff are
 * picked from.
 */
export const SUPPORT_STAFF_ROLE = UserRole.Admin;
export const requireSupportRead = requireRole(SUPPORT_STAFF_ROLE);
export const requireSupportWrite = requireRole(SUPPORT_STAFF_ROLE);
