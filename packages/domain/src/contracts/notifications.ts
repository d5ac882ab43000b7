import { z } from 'zod';

/** One in-app notification as its owner sees it. */
const notificationViewSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  /** A site path the notification opens. */
  link: z.string().nullable(),
  createdAt: z.iso.datetime(),
  read: z.boolean(),
});
export type NotificationView = z.infer<typeof notificationViewSchema>;

export const notificationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(30),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const notificationListResponseSchema = z.object({
  items: z.array(notificationViewSchema),
  total: z.number().int(),
  unread: z.number().int(),
});
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

export const unreadNotificationsResponseSchema = z.object({ unread: z.number().int() });

/** Marks the listed notifications read, or all of them when `ids` is left out. */
export const markNotificationsReadRequestSchema = z.object({
  ids: z.array(z.number().int().positive()).max(100).optional(),
});
