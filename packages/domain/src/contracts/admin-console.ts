import { z } from 'zod';
import { PERMISSIONS, type Permission } from '../staff';
import { userBlockSchema } from '../user-blocks';
import { auditItemSchema } from './audit';

/**
 * The console's queues; `approvals` is the four-eyes queue of refunds waiting for a second staff member.
 * Each queue is answered only to staff whose permissions open its page.
 */
export const CONSOLE_QUEUE_IDS = [
  'disputes',
  'payouts',
  'withdrawals',
  'seller_applications',
  'product_proposals',
  'support',
  'flagged_orders',
  'approvals',
  'donation_reports',
] as const;
export type ConsoleQueueId = (typeof CONSOLE_QUEUE_IDS)[number];

/** The permission that opens each queue's page; a queue is counted only for staff holding it. */
export const CONSOLE_QUEUE_PERMISSIONS: Record<ConsoleQueueId, Permission> = {
  disputes: 'disputes.read',
  payouts: 'payouts.read',
  withdrawals: 'payouts.read',
  seller_applications: 'sellers.read',
  product_proposals: 'catalog.read',
  support: 'support.read',
  flagged_orders: 'orders.read',
  approvals: 'refunds.destructive',
  donation_reports: 'moderation.read',
};

export const consoleQueueSchema = z.object({
  id: z.enum(CONSOLE_QUEUE_IDS),
  count: z.number().int().nonnegative(),
  /** Since when the longest-waiting item waits; null when the queue is empty. */
  oldestSince: z.iso.datetime().nullable(),
  /** Of `count`, how many are held by a risk rule (payouts). */
  held: z.number().int().nonnegative().optional(),
});
export type ConsoleQueue = z.infer<typeof consoleQueueSchema>;

/** `GET admin/queues`: the queues the caller may work, and what the caller may do in the console. */
export const consoleQueuesSchema = z.object({
  permissions: z.array(z.enum(PERMISSIONS)),
  queues: z.array(consoleQueueSchema),
});
export type ConsoleQueues = z.infer<typeof consoleQueuesSchema>;

/** `GET admin/users?q=`: an e-mail (or part of it), an id, a name or a donation slug. */
export const adminUserSearchQuerySchema = z.object({
  q: z.string().trim().max(200).default(''),
});

export const adminUserCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  donationSlug: z.string().nullable(),
  roles: z.array(z.number().int()),
  createdAt: z.iso.datetime(),
  blocked: z.boolean(),
});
export type AdminUserCard = z.infer<typeof adminUserCardSchema>;
export const adminUserSearchSchema = z.object({ items: z.array(adminUserCardSchema) });
export type AdminUserSearch = z.infer<typeof adminUserSearchSchema>;

const moneySchema = z.object({ amount: z.number().int(), currency: z.string() });

/** Everything staff need to judge one account, each list its latest 20. */
export const adminUserDetailSchema = z.object({
  user: adminUserCardSchema.extend({ block: userBlockSchema.nullable() }),
  signInMethods: z.array(z.object({ provider: z.string(), since: z.iso.datetime().nullable() })),
  sessions: z.array(z.object({ refreshedAt: z.iso.datetime(), expiresAt: z.iso.datetime() })),
  orders: z.array(
    z.object({
      id: z.string(),
      side: z.enum(['buyer', 'seller']),
      status: z.string(),
      stage: z.string().nullable(),
      total: moneySchema,
      createdAt: z.iso.datetime(),
      disputed: z.boolean(),
    }),
  ),
  offers: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      price: moneySchema,
      active: z.boolean(),
      hiddenByBlock: z.boolean(),
    }),
  ),
  donations: z.array(
    z.object({
      id: z.string(),
      side: z.enum(['donor', 'streamer']),
      status: z.string(),
      total: moneySchema,
      createdAt: z.iso.datetime(),
    }),
  ),
  wallet: z.array(z.object({ currency: z.string(), available: z.number().int(), held: z.number().int() })),
  withdrawals: z.array(
    z.object({ id: z.string(), status: z.string(), total: moneySchema, createdAt: z.iso.datetime() }),
  ),
  reviews: z.array(
    z.object({
      id: z.string(),
      side: z.enum(['author', 'seller']),
      rating: z.number().int(),
      text: z.string(),
      createdAt: z.iso.datetime(),
    }),
  ),
  /** Null for staff who may not read the audit log. */
  audit: z.array(auditItemSchema).nullable(),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;
