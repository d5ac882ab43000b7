import type { ApiScope, UserRole } from '@lootmarket/domain';

/** Who a request acts for, taken from a verified access token; the auth module issues and verifies it. */
export interface AuthUser {
  id: number;
  roles: UserRole[];
  sessionID: string;
  /** Set when a personal API token, not a browser session, made the request. */
  apiToken?: { id: string; scopes: readonly ApiScope[]; allowedAddresses: readonly string[] };
}
