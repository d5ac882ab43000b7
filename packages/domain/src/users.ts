import { z } from 'zod';

/** Numeric user roles of spec §3. */
export const UserRole = { Customer: 0, Admin: 1, Seller: 2, Streamer: 9 } as const;
export type UserRole = (typeof UserRole)[keyof typeof UserRole];

export const headerUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  avatarLetters: z.string(),
  avatarColor: z.string(),
  isSeller: z.boolean(),
  isStreamer: z.boolean(),
});
export type HeaderUser = z.infer<typeof headerUserSchema>;
