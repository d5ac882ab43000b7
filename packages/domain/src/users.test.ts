import { describe, it, expect } from 'vitest';
import {
  deriveUserFlags,
  headerUserSchema,
  isSellerRole,
  isStreamerRole,
  toHeaderUser,
  UserRole,
  userProfileSchema,
  userRoleSchema,
} from './users';

describe('roles', () => {
  it('counts admins as sellers and as streamers', () => {
    expect(isSellerRole([UserRole.Admin])).toBe(true);
    expect(isStreamerRole([UserRole.Admin])).toBe(true);
  });

  it('tells sellers from streamers', () => {
    expect(isSellerRole([UserRole.Seller])).toBe(true);
    expect(isStreamerRole([UserRole.Seller])).toBe(false);
    expect(isStreamerRole([UserRole.Customer, UserRole.Streamer])).toBe(true);
    expect(isSellerRole([UserRole.Streamer])).toBe(false);
    expect(isSellerRole([])).toBe(false);
  });

  it('accepts only the numeric roles of the spec and the staff roles of decision 038', () => {
    expect(userRoleSchema.safeParse(9).success).toBe(true);
    expect(userRoleSchema.safeParse(3).success).toBe(true);
    expect(userRoleSchema.safeParse(7).success).toBe(false);
    expect(userRoleSchema.safeParse(10).success).toBe(false);
  });
});

describe('profile', () => {
  const profile = userProfileSchema.parse({
    user_id: 'u1',
    name: 'Ника',
    image: null,
    created_at: '2025-03-13T10:00:00Z',
    avatar_color: '#ff8800',
    avatar_letters: 'Н',
    roles: [UserRole.Seller],
  });

  it('derives flags, anonymous included', () => {
    expect(deriveUserFlags(profile)).toEqual({ isAuth: true, isSeller: true, isStreamer: false });
    expect(deriveUserFlags(null)).toEqual({ isAuth: false, isSeller: false, isStreamer: false });
  });

  it('treats a profile without roles as a customer', () => {
    const customer = userProfileSchema.parse({ ...profile, roles: undefined });
    expect(customer.roles).toEqual([]);
    expect(deriveUserFlags(customer)).toEqual({ isAuth: true, isSeller: false, isStreamer: false });
  });

  it('maps to the header user', () => {
    const header = toHeaderUser(profile);
    expect(headerUserSchema.parse(header)).toEqual({
      id: 'u1',
      name: 'Ника',
      avatar: null,
      avatarLetters: 'Н',
      avatarColor: '#ff8800',
      isSeller: true,
      isStreamer: false,
    });
  });
});
