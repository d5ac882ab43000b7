import type { UserRole } from '@lootmarket/domain';

/** Who a request acts for, taken from a verified access token; the auth module issues and verifies it. */
export interface AuthUser {
  id: number;
  roles: UserRole[];
  sessionID: string;
}
