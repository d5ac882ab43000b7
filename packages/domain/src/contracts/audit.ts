import { z } from 'zod';

export const AUDIT_ACTOR_TYPES = ['staff', 'user', 'system', 'api_token'] as const;
export const AUDIT_RESULTS = ['ok', 'refused', 'failed'] as const;

const optionalText = z.string().trim().min(1).max(200).optional();

/** `GET admin/audit`: filters by actor, action (exact, or a prefix ending in a dot), target and time. */
export const auditQuerySchema = z.object({
  actorId: optionalText,
  actorType: z.enum(AUDIT_ACTOR_TYPES).optional(),
  action: optionalText,
  targetType: optionalText,
  targetId: optionalText,
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** One row of the audit log as staff read it. */
export const auditItemSchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  chain: z.number().int(),
  seq: z.number().int(),
  action: z.string(),
  actorType: z.enum(AUDIT_ACTOR_TYPES),
  actorId: z.string().nullable(),
  impersonatorId: z.number().int().nullable(),
  targetType: z.string(),
  targetId: z.string(),
  result: z.enum(AUDIT_RESULTS),
  reason: z.string().nullable(),
  clientIp: z.string().nullable(),
  userAgent: z.string().nullable(),
  requestId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  hash: z.string(),
});
export type AuditItem = z.infer<typeof auditItemSchema>;

export const auditListSchema = z.object({ items: z.array(auditItemSchema), nextBefore: z.number().int().nullable() });
export type AuditList = z.infer<typeof auditListSchema>;

/** `GET admin/audit/verify`: whether every chain is as written, how many rows, and the first break. */
export const auditVerificationSchema = z.object({
  intact: z.boolean(),
  total: z.number().int(),
  brokenAt: z
    .object({
      id: z.number().int().nullable(),
      chain: z.number().int(),
      seq: z.number().int(),
      problem: z.enum(['altered', 'unlinked', 'missing']),
    })
    .nullable(),
});
export type AuditVerification = z.infer<typeof auditVerificationSchema>;

/** A member of staff as the superadmin sees them. */
export const staffMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  roles: z.array(z.number().int()),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffListSchema = z.object({ items: z.array(staffMemberSchema) });

/** `PUT admin/users/:id/staff-roles`: the user's staff roles after the change (other roles are kept). */
export const staffRolesRequestSchema = z.object({
  roles: z.array(z.union([z.literal(1), z.literal(3), z.literal(4), z.literal(5), z.literal(6)])).max(5),
  reason: z.string().trim().min(3, { error: 'Укажите причину' }).max(500),
});
export type StaffRolesRequest = z.infer<typeof staffRolesRequestSchema>;
