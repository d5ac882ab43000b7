import type { Db } from '../../db/client';

export type AuditActorType = 'staff' | 'user' | 'system' | 'api_token';
export type AuditResult = 'ok' | 'refused' | 'failed';

/** Who did what to what: one row of the audit log, as a module hands it over. */
export interface AuditEntry {
  /** A dotted verb: `order.refund`, `user.block`, `staff.grant`. */
  action: string;
  actor: { type: AuditActorType; id: string | null };
  /** The staff member acting as `actor`, when impersonating. */
  impersonatorId?: number | null;
  target: { type: string; id: string };
  result?: AuditResult;
  reason?: string | null;
  /** The state before and after; only the changed keys of two objects are kept, secrets redacted. */
  before?: unknown;
  after?: unknown;
  request?: { ip?: string | null; userAgent?: string | null; requestId?: string | null };
}

/** What other modules get: one call inside their own transaction. */
export interface AuditRecorder {
  /** Appends the entry to its target's chain in the caller's transaction; committed or rolled back with it. */
  record(tx: Db, entry: AuditEntry): Promise<void>;
}
