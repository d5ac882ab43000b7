import { deriveUserFlags, userRoleSchema, type UserProfile, type UserRole } from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/http/app-error';
import type { ProfileFrontend } from './users.contracts';
import { avatarColorFor, avatarLettersFor, nameFromEmail } from './users.avatar';
import { createUsersRepo, type UserRow } from './users.repo';
import { DEMO_USERS } from './users.seed';

export type UsersService = ReturnType<typeof createUsersService>;

export interface SignedInUser {
  profile: UserProfile;
  roles: UserRole[];
  createdAt: Date;
  /** True when this call made the account. */
  created: boolean;
}

export function createUsersService({ db }: { db: Db }) {
  const repo = createUsersRepo(db);

  function newUser(email: string, roles: UserRole[] = [0]) {
    const name = nameFromEmail(email);
    return { email, name, avatarLetters: avatarLettersFor(name), avatarColor: avatarColorFor(email), roles };
  }

  return {
    /** The account of a lowercased e-mail, made on first sign-in; safe when two sign-ins race. */
    async findOrCreateByEmail(email: string): Promise<SignedInUser> {
      const existing = await repo.findByEmail(email);
      const inserted = existing ? undefined : await repo.insertIfAbsent(newUser(email));
      const row = existing ?? inserted ?? (await repo.findByEmail(email));
      if (!row) throw new AppError('INTERNAL');
      return { profile: toProfile(row), roles: toRoles(row), createdAt: row.createdAt, created: Boolean(inserted) };
    },

    /** The profile the interface shows for a signed-in user; 401 when the account no longer exists. */
    async getProfile(userId: number): Promise<ProfileFrontend> {
      const row = await repo.findById(userId);
      if (!row) throw new AppError('UNAUTHORIZED');
      const profile = toProfile(row);
      const { isSeller, isStreamer } = deriveUserFlags(profile);
      return { ...profile, isSeller, isStreamer, isAuth: true };
    },

    /** Current roles of a user, or null when the account is gone. */
    async getRoles(userId: number): Promise<UserRole[] | null> {
      const row = await repo.findById(userId);
      return row ? toRoles(row) : null;
    },

    async isEmpty(): Promise<boolean> {
      return (await repo.count()) === 0;
    },

    /** Adds the demo accounts that do not exist yet. */
    async seedDemo(): Promise<void> {
      for (const demo of DEMO_USERS) await repo.insertIfAbsent(newUser(demo.email, [...demo.roles]));
    },
  };
}

function toRoles(row: UserRow): UserRole[] {
  return row.roles.flatMap((role) => {
    const parsed = userRoleSchema.safeParse(role);
    return parsed.success ? [parsed.data] : [];
  });
}

function toProfile(row: UserRow): UserProfile {
  return {
    user_id: String(row.id),
    name: row.name,
    image: null,
    created_at: row.createdAt.toISOString(),
    avatar_color: row.avatarColor,
    avatar_letters: row.avatarLetters,
    roles: toRoles(row),
  };
}
