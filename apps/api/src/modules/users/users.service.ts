import {
  deriveUserFlags,
  UserRole,
  userRoleSchema,
  type ProfileFrontend,
  type UserBlock,
  type UserProfile,
} from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../platform/http/app-error';
import { avatarColorFor, avatarLettersFor, nameFromEmail } from './users.avatar';
import { createUsersRepo, type UserRow } from './users.repo';
import { toUserBlock } from './users-admin.service';
import { normalizeSlug, SLUG_MESSAGES, slugProblem } from './users.slug';

export const AVATAR_PATH_PREFIX = '/uploads/avatars/';

export type UsersService = ReturnType<typeof createUsersService>;

/** What other modules may show about any user: a name and an avatar, nothing private. */
export interface PublicUserCard {
  name: string;
  avatar: string | null;
  avatarLetters: string;
  avatarColor: string;
}

/** A streamer as the home page features them: public name, avatar and donation-page slug. */
export interface PublicStreamer {
  id: number;
  name: string;
  slug: string;
  avatar: string | null;
  avatarLetters: string;
  avatarColor: string;
}

export interface SignedInUser {
  profile: UserProfile;
  roles: UserRole[];
  createdAt: Date;
  /** True when this call made the account. */
  created: boolean;
}

export interface UsersDeps {
  db: Db;
  /** Told when a user gains a role here (becoming a streamer), so their open sessions act with it at once. */
  rolesChanged?: (userIds: readonly number[]) => Promise<void>;
}

export function createUsersService({ db, rolesChanged }: UsersDeps) {
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

    /** The id of the account with this e-mail (any case), or null; never makes one. */
    async idByEmail(email: string): Promise<number | null> {
      return (await repo.findByEmail(email.trim().toLowerCase()))?.id ?? null;
    },

    /** The profile the interface shows for a signed-in user; 401 when the account no longer exists. */
    async getProfile(userId: number): Promise<ProfileFrontend> {
      const row = await repo.findById(userId);
      if (!row) throw new AppError('UNAUTHORIZED');
      const profile = toProfile(row);
      const { isSeller, isStreamer } = deriveUserFlags(profile);
      return { ...profile, isSeller, isStreamer, isAuth: true, email: row.email };
    },

    /** Current roles of a user, or null when the account is gone. */
    async getRoles(userId: number): Promise<UserRole[] | null> {
      const row = await repo.findById(userId);
      return row ? toRoles(row) : null;
    },

    /** Roles a session may act with: null when the account is gone or blocked (decision 041). */
    async sessionRoles(userId: number): Promise<UserRole[] | null> {
      const row = await repo.findById(userId);
      return row && !row.blockedAt ? toRoles(row) : null;
    },

    /** The block in force on the account, or null (decision 041); inside `tx` when the caller holds one. */
    async blockOf(userId: number, tx?: Db): Promise<UserBlock | null> {
      const row = await (tx ? createUsersRepo(tx) : repo).findById(userId);
      return row ? toUserBlock(row) : null;
    },

    /** A new account for someone who signed in through an external provider; it has no e-mail. */
    async createForProvider(displayName: string, colorSeed: string): Promise<SignedInUser> {
      const name = displayName.trim().slice(0, 64) || 'user';
      const row = await repo.insertIfAbsent({
        email: null,
        name,
        avatarLetters: avatarLettersFor(name),
        avatarColor: avatarColorFor(colorSeed),
        roles: [0],
      });
      if (!row) throw new AppError('INTERNAL');
      return { profile: toProfile(row), roles: toRoles(row), createdAt: row.createdAt, created: true };
    },

    /** An existing account as a sign-in sees it, or null when it is gone. */
    async signedInById(userId: number): Promise<SignedInUser | null> {
      const row = await repo.findById(userId);
      return row ? { profile: toProfile(row), roles: toRoles(row), createdAt: row.createdAt, created: false } : null;
    },

    /** Where to mail a user, or null for accounts without an e-mail (provider-only sign-ins) or gone ones. */
    async contactEmail(userId: number): Promise<string | null> {
      return (await repo.findById(userId))?.email ?? null;
    },

    /** Accounts whose e-mail is the text or whose name holds it (staff search of orders), at most 50. */
    idsMatching: (text: string): Promise<number[]> => repo.idsMatching(text.trim(), 50),

    /** The e-mails of many accounts, by id; accounts without one are left out. */
    async emailsOf(ids: number[]): Promise<Map<number, string>> {
      const rows = ids.length === 0 ? [] : await repo.findByIds([...new Set(ids)]);
      return new Map(rows.filter((row) => row.email !== null).map((row) => [row.id, row.email!]));
    },

    /** Renames the user; the avatar letters follow the new name. */
    async updateName(userId: number, name: string): Promise<ProfileFrontend> {
      const row = await repo.update(userId, { name, avatarLetters: avatarLettersFor(name) });
      if (!row) throw new AppError('UNAUTHORIZED');
      return this.getProfile(userId);
    },

    /** Stores an already re-encoded avatar under a fresh file name and points the profile at it. */
    async replaceAvatar(userId: number, file: string, data: Buffer): Promise<ProfileFrontend> {
      await repo.insertAvatar(userId, file, data);
      if (!(await repo.update(userId, { avatarFile: file }))) throw new AppError('UNAUTHORIZED');
      await repo.deleteAvatarsExcept(userId, file);
      return this.getProfile(userId);
    },

    findAvatar: (file: string) => repo.findAvatar(file),

    /** Whether a slug could be claimed now; `reason` says why not. */
    async checkSlug(raw: string, userId?: number): Promise<{ available: boolean; reason?: string }> {
      const slug = normalizeSlug(raw);
      const problem = slugProblem(slug);
      if (problem) return { available: false, reason: problem };
      const owner = await repo.findBySlug(slug);
      if (owner && owner.id !== userId) return { available: false, reason: SLUG_MESSAGES.taken };
      return { available: true };
    },

    /** Grants the streamer role with a donation-page slug; repeating it with the same slug is harmless. */
    async becomeStreamer(userId: number, raw: string): Promise<ProfileFrontend & { slug: string }> {
      const slug = normalizeSlug(raw);
      const problem = slugProblem(slug);
      if (problem) throw new AppError('VALIDATION_FAILED', problem);
      const current = await repo.findById(userId);
      if (!current) throw new AppError('UNAUTHORIZED');
      if (current.donationSlug && current.donationSlug !== slug)
        throw new AppError('CONFLICT', 'Адрес страницы донатов уже выбран');
      let row: UserRow | undefined;
      try {
        row = await repo.claimSlug(userId, slug, UserRole.Streamer);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', SLUG_MESSAGES.taken);
        throw error;
      }
      if (!row) throw new AppError('CONFLICT', SLUG_MESSAGES.taken);
      await rolesChanged?.([userId]);
      return { ...(await this.getProfile(userId)), slug };
    },

    /** Public name and avatar of many users in one query, keyed by id; unknown ids are left out. `tx` reads inside a caller's transaction. */
    async findPublicCards(ids: number[], tx?: Db): Promise<Map<number, PublicUserCard>> {
      const rows = await (tx ? createUsersRepo(tx) : repo).findByIds([...new Set(ids)]);
      return new Map(
        rows.map((row) => [
          row.id,
          {
            name: row.name,
            avatar: row.avatarFile ? `${AVATAR_PATH_PREFIX}${row.avatarFile}` : null,
            avatarLetters: row.avatarLetters,
            avatarColor: row.avatarColor,
          },
        ]),
      );
    },

    /** The ids and names of everyone holding a role (support picks a colleague to hand a ticket to). */
    async withRole(role: UserRole): Promise<{ id: number; name: string }[]> {
      return (await repo.findWithRole(role)).map((row) => ({ id: row.id, name: row.name }));
    },

    /** Streamers with a donation page and their public card, for the home page's bloggers. */
    async listStreamers(limit: number): Promise<PublicStreamer[]> {
      return (await repo.findStreamers(limit)).map((row) => ({
        id: row.id,
        name: row.name,
        slug: row.donationSlug!,
        avatar: row.avatarFile ? `${AVATAR_PATH_PREFIX}${row.avatarFile}` : null,
        avatarLetters: row.avatarLetters,
        avatarColor: row.avatarColor,
      }));
    },

    /** A streamer with a donation page, by slug (any case) or by id; null when there is none. */
    async findStreamer(key: { slug: string } | { id: number }): Promise<PublicStreamer | null> {
      const row = 'slug' in key ? await repo.findBySlug(normalizeSlug(key.slug)) : await repo.findById(key.id);
      if (!row?.donationSlug || !toRoles(row).includes(UserRole.Streamer)) return null;
      return {
        id: row.id,
        name: row.name,
        slug: row.donationSlug,
        avatar: row.avatarFile ? `${AVATAR_PATH_PREFIX}${row.avatarFile}` : null,
        avatarLetters: row.avatarLetters,
        avatarColor: row.avatarColor,
      };
    },

    /**
     * Adds an account unless its e-mail (or its donation slug) is taken: the name and avatar follow the
     * e-mail unless a name is given. For accounts made by hand, such as the demo ones.
     */
    async addAccount({
      email,
      roles,
      name,
      donationSlug,
    }: {
      email: string;
      roles: UserRole[];
      name?: string;
      donationSlug?: string;
    }): Promise<void> {
      const user = newUser(email, roles);
      await repo.insertUnlessTaken({
        ...user,
        ...(name ? { name, avatarLetters: avatarLettersFor(name) } : {}),
        ...(donationSlug ? { donationSlug } : {}),
      });
    },

    async isEmpty(): Promise<boolean> {
      return (await repo.count()) === 0;
    },

    /**
     * The id of a seller account for this e-mail, made with the Customer and Seller roles (and the given shop
     * name) when missing; `since` dates a shop carried over with its history (the demo shops).
     */
    async findOrCreateSeller(email: string, name?: string, since?: Date): Promise<number> {
      const fresh = { ...newUser(email, [0, 2]), ...(since ? { createdAt: since } : {}) };
      const named = name ? { ...fresh, name, avatarLetters: avatarLettersFor(name) } : fresh;
      const row =
        (await repo.findByEmail(email)) ?? (await repo.insertIfAbsent(named)) ?? (await repo.findByEmail(email));
      if (!row) throw new AppError('INTERNAL');
      return row.id;
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
    image: row.avatarFile ? `${AVATAR_PATH_PREFIX}${row.avatarFile}` : null,
    created_at: row.createdAt.toISOString(),
    avatar_color: row.avatarColor,
    avatar_letters: row.avatarLetters,
    roles: toRoles(row),
  };
}
