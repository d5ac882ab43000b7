import type { Db } from '../../db/client';
import type { Unlisten } from '../../db/listener';
import type { EventBus } from '../../platform/events/event-bus';

/** Every process hears on this channel which sessions (refresh-token families) just ended. */
export const SESSION_ENDED_CHANNEL = 'auth_session_ended';

export interface SessionLivenessOptions {
  /** Whether the family still has an unrevoked, unexpired token: one indexed read. */
  readLive(familyId: string): Promise<boolean>;
  events: Pick<EventBus, 'publish' | 'subscribe'>;
  /**
   * How long a "live" answer is trusted without asking again. Ends are announced, so this only bounds
   * how long an end missed while the listening connection was down can go unnoticed.
   */
  ttlMs?: number;
  /** Families remembered at once; past it the oldest answer is forgotten and read again when needed. */
  maxEntries?: number;
  now?: () => number;
}

interface Entry {
  live: boolean;
  checkedAt: number;
}

interface SessionEndedEvent {
  families: string[];
}

export type SessionLiveness = ReturnType<typeof createSessionLiveness>;

/**
 * Whether an access token's session is still open, checked on each private request. Answers are
 * cached per process; a session that ends is dropped here at once and in every other process through
 * the event bus, so logout and the revocation of a reused refresh token take effect immediately.
 */
export function createSessionLiveness({
  readLive,
  events,
  ttlMs = 60_000,
  maxEntries = 100_000,
  now = Date.now,
}: SessionLivenessOptions) {
  const entries = new Map<string, Entry>();
  const reading = new Map<string, Promise<boolean>>();

  function remember(familyId: string, live: boolean): void {
    entries.delete(familyId);
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(familyId, { live, checkedAt: now() });
  }

  function endLocally(families: readonly string[]): void {
    for (const familyId of families) {
      reading.delete(familyId);
      remember(familyId, false);
    }
  }

  async function read(familyId: string): Promise<boolean> {
    const live = await readLive(familyId);
    // An end announced while the read was under way wins over what the read saw.
    if (reading.has(familyId)) remember(familyId, live);
    reading.delete(familyId);
    return entries.get(familyId)?.live ?? live;
  }

  return {
    async isLive(familyId: string): Promise<boolean> {
      const entry = entries.get(familyId);
      // An ended session never comes back, so only a "live" answer grows old.
      if (entry && (!entry.live || now() - entry.checkedAt < ttlMs)) return entry.live;
      let pending = reading.get(familyId);
      if (!pending) reading.set(familyId, (pending = read(familyId)));
      return pending;
    },

    /** Ends the sessions here at once and, once `tx` commits, in every process. */
    async ended(families: readonly string[], tx?: Db): Promise<void> {
      if (families.length === 0) return;
      endLocally(families);
      await events.publish(SESSION_ENDED_CHANNEL, { families: [...families] } satisfies SessionEndedEvent, tx);
    },

    /** Hears the sessions other processes end, until the returned function is called. */
    listen(): Promise<Unlisten> {
      return events.subscribe<SessionEndedEvent>(SESSION_ENDED_CHANNEL, (event) => {
        if (!Array.isArray(event.families)) return;
        endLocally(event.families.filter((family): family is string => typeof family === 'string'));
      });
    },
  };
}
