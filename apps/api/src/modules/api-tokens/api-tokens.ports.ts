import type { UserRole } from '@lootmarket/domain';
import type { Db } from '../../db/client';
import type { AuditRecorder } from '../audit/audit.ports';

export interface ApiTokensDeps {
  db: Db;
  audit: AuditRecorder;
  /** The owner's current roles; null when the account is gone or blocked. */
  rolesOf(userId: number): Promise<UserRole[] | null>;
  /** `live` tokens on a real installation, `test` ones where the sandboxes run. */
  kind: 'live' | 'test';
  now: () => number;
}

/** Who made a token request, for the audit row of its change. */
export interface RequestOrigin {
  ip: string;
  userAgent: string | null;
  requestId: string;
}
