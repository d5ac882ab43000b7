import { z } from 'zod';

/**
 * Numeric user roles of spec §3, and the staff roles of decision 038: Admin is the superadmin; support,
 * arbiter, finance and moderator each hold a part of the console (`staff.ts`).
 */
export const UserRole = {
  Customer: 0,
  Admin: 1,
  Seller: 2,
  Support: 3,
  Arbiter: 4,
  Finance: 5,
  Moderator: 6,
  Streamer: 9,
} as const;
export type UserRole = (typeof UserRole)[keyof typeof UserRole];
export const userRoleSchema = z.enum(UserRole);

/** True when the roles make the user a seller; admins count as sellers. */
export function isSellerRole(roles: readonly UserRole[]): boolean {
  return roles.includes(UserRole.Seller) || roles.includes(UserRole.Admin);
}

/** True when the roles make the user a streamer; admins count as streamers. */
export function isStreamerRole(roles: readonly UserRole[]): boolean {
  return roles.includes(UserRole.Streamer) || roles.includes(UserRole.Admin);
}

export const userProfileSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  /** ISO 8601 timestamp. */
  created_at: z.string(),
  avatar_color: z.string(),
  avatar_letters: z.string(),
  /** Missing means a plain customer. */
  roles: z.array(userRoleSchema).default([]),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

interface UserFlags {
  isAuth: boolean;
  isSeller: boolean;
  isStreamer: boolean;
}

/** Derives the flags the interface branches on; `null` is an anonymous visitor. */
export function deriveUserFlags(profile: Pick<UserProfile, 'roles'> | null): UserFlags {
  if (!profile) return { isAuth: false, isSeller: false, isStreamer: false };
  return { isAuth: true, isSeller: isSellerRole(profile.roles), isStreamer: isStreamerRole(profile.roles) };
}

export const headerUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  avatarLetters: z.string(),
  avatarColor: z.string(),
  isSeller: z.boolean(),
  isStreamer: z.boolean(),
  /** Holds a staff role: the header leads to the console (decision 038). */
  isStaff: z.boolean().optional(),
});
export type HeaderUser = z.infer<typeof headerUserSchema>;

/** Maps a profile to what the header shows. */
export function toHeaderUser(profile: UserProfile): HeaderUser {
  const { isSeller, isStreamer } = deriveUserFlags(profile);
  return {
    id: profile.user_id,
    name: profile.name,
    avatar: profile.image,
    avatarLetters: profile.avatar_letters,
    avatarColor: profile.avatar_color,
    isSeller,
    isStreamer,
  };
}
