import type { UserRole } from '@lootmarket/domain';
import type { Db } from '../../db/client';
import type { Unlisten } from '../../db/listener';
import type { EventBus } from '../../platform/events/event-bus';

/** Every process hears on this channel which sessions (refresh-token families) just ended. */
export const SESSION_ENDED_CHANNEL = 'auth_session_ended';
/** Every process hears on this channel whose roles just changed (a seller approved). */
export const ROLES_CHANGED_CHANNEL = 'auth_roles_changed';

export interface SessionLivenessOptions {
  /** The session's own user and that user's current roles while the family still has an unrevoked, unexpired token; null once it ended. */
  readSession(familyId: string): Promise<OpenSession | null>;
  events: Pick<EventBus, 'publish' | 'subscribe'>;
  /**
   * How long an open session's answer is trusted without asking again. Ends and role changes are
   * announced, so this only bounds how long one missed while the listening connection was down lasts.
   */
  ttlMs?: number;
  /** Families remembered at once; past it the oldest answer is forgotten and read again when needed. */
  maxEntries?: number;
  now?: () => number;
}

/** Whose a session is and what that user may do now. */
export interface OpenSession {
  userId: number;
  roles: UserRole[];
}

interface Entry {
  /** The session's own user, whatever a token claims. */
  userId: number;
  /** Null once the session ended. */
  roles: UserRole[] | null;
  checkedAt: number;
}

interface Reading {
  pending: Promise<OpenSession | null>;
  /** Set when an end or a role change was heard while the read was under way. */
  superseded?: boolean;
}

interface SessionEndedEvent {
  families: string[];
}

interface RolesChangedEvent {
  users: number[];
}

export type SessionLiveness = ReturnType<typeof createSessionLiveness>;

/**
 * Whether an access token's session is still open, and what its user may do now, checked on each
 * private request. Answers are cached per process; a session that ends, or a user whose roles change,
 * is dropped here at once and in every other process through the event bus, so logout, the revocation
 * of a reused refresh token and a seller's approval take effect immediately.
 */
export function createSessionLiveness({
  readSession,
  events,
  ttlMs = 60_000,
  maxEntries = 100_000,
  now = Date.now,
}: SessionLivenessOptions) {
  const entries = new Map<string, Entry>();
  const reading = new Map<string, Reading>();

  function remember(familyId: string, userId: number, roles: UserRole[] | null): void {
    entries.delete(familyId);
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(familyId, { userId, roles, checkedAt: now() });
  }

  function endLocally(families: readonly string[]): void {
    for (const familyId of families) {
      const userId = entries.get(familyId)?.userId ?? 0;
      reading.delete(familyId);
      remember(familyId, userId, null);
    }
  }

  /** Forgets the users' open sessions so the next request reads their roles again. Rare: a scan is fine. */
  function forgetLocally(users: readonly number[]): void {
    const changed = new Set(users);
    for (const [familyId, entry] of entries) if (entry.roles && changed.has(entry.userId)) entries.delete(familyId);
    // A read under way does not know whose session it is yet: none of them may keep what it saw.
    reading.clear();
  }

  /** One read shared by the requests that need it; an end or a role change heard meanwhile wins over it. */
  function startRead(familyId: string): Reading {
    const self = {} as Reading;
    self.pending = (async () => {
      let session: OpenSession | null;
      try {
        session = await readSession(familyId);
      } finally {
        if (reading.get(familyId) === self) reading.delete(familyId);
        else self.superseded = true;
      }
      if (!self.superseded) {
        remember(familyId, session?.userId ?? 0, session?.roles ?? null);
        return session;
      }
      const entry = entries.get(familyId);
      return entry && !entry.roles ? null : session;
    })();
    return self;
  }

  /** The open session, read again once its answer is older than the time-to-live. */
  async function sessionOf(familyId: string): Promise<OpenSession | null> {
    const entry = entries.get(familyId);
    // An ended session never comes back, so only an open session's answer grows old.
    if (entry && !entry.roles) return null;
    if (entry?.roles && now() - entry.checkedAt < ttlMs) return { userId: entry.userId, roles: entry.roles };
    let current = reading.get(familyId);
    if (!current) reading.set(familyId, (current = startRead(familyId)));
    return current.pending;
  }

  return {
    /**
     * The user's current roles while the session is open and is that user's own; null once it ended,
     * and null for a token that names a session of someone else.
     */
    async rolesOf(familyId: string, userId: number): Promise<UserRole[] | null> {
      const session = await sessionOf(familyId);
      return session && session.userId === userId ? session.roles : null;
    },

    /** Ends the sessions here at once and, once `tx` commits, in every process. */
    async ended(families: readonly string[], tx?: Db): Promise<void> {
      if (families.length === 0) return;
      endLocally(families);
      await events.publish(SESSION_ENDED_CHANNEL, { families: [...families] } satisfies SessionEndedEvent, tx);
    },

    /** The users' roles changed: their sessions read them again here at once and, once `tx` commits, everywhere. */
    async rolesChanged(users: readonly number[], tx?: Db): Promise<void> {
      if (users.length === 0) return;
      forgetLocally(users);
      await events.publish(ROLES_CHANGED_CHANNEL, { users: [...users] } satisfies RolesChangedEvent, tx);
    },

    /** Hears the sessions other processes end and the roles they change, until the returned function is called. */
    async listen(): Promise<Unlisten> {
      const unlistenEnded = await events.subscribe<SessionEndedEvent>(SESSION_ENDED_CHANNEL, (event) => {
        if (!Array.isArray(event.families)) return;
        endLocally(event.families.filter((family): family is string => typeof family === 'string'));
      });
      const unlistenRoles = await events.subscribe<RolesChangedEvent>(ROLES_CHANGED_CHANNEL, (event) => {
        if (!Array.isArray(event.users)) return;
        forgetLocally(event.users.filter((user): user is number => Number.isSafeInteger(user)));
      });
      return async () => {
        await unlistenEnded();
        await unlistenRoles();
      };
    },
  };
}
