import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type NotificationHandler = (payload: string) => void;
export type Unlisten = () => Promise<void>;

export interface Listener {
  /** Calls `handler` with the payload of every NOTIFY on `channel` until the returned function is called. */
  listen(channel: string, handler: NotificationHandler): Promise<Unlisten>;
  close(): Promise<void>;
}

const CHANNEL = /^[a-z][a-z0-9_]{0,62}$/;

/** Channel names go into LISTEN as identifiers, so only plain lower-case names are accepted. */
export function assertChannel(channel: string): void {
  if (!CHANNEL.test(channel)) throw new Error(`invalid notification channel: ${channel}`);
}

/** Embedded PGlite delivers notifications to its own process through its client. */
export function createPgliteListener(client: PGlite): Listener {
  return {
    async listen(channel, handler) {
      assertChannel(channel);
      const unlisten = await client.listen(channel, handler);
      return () => unlisten();
    },
    close: async () => {},
  };
}

const MAX_RECONNECT_DELAY_MS = 5000;

/**
 * PostgreSQL holds LISTEN on one dedicated connection (a pooled one could be handed to someone else).
 * When that connection drops it reconnects with back-off and listens again; notifications sent while
 * it was away are lost, so subscribers must be able to catch up from the database.
 */
export function createPostgresListener(url: string, onError: (error: unknown) => void): Listener {
  const handlers = new Map<string, Set<NotificationHandler>>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;
  let retryDelay = 100;

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) =>
      handlers.get(message.channel)?.forEach((handler) => handler(message.payload ?? '')),
    );
    next.on('error', onError);
    next.on('end', () => {
      if (client !== next) return;
      client = undefined;
      if (!closed) setTimeout(() => void reconnect(), retryDelay);
    });
    await next.connect();
    for (const channel of handlers.keys()) await next.query(`LISTEN ${channel}`);
    retryDelay = 100;
    client = next;
    return next;
  }

  async function reconnect(): Promise<void> {
    try {
      await connection();
    } catch (error) {
      onError(error);
      retryDelay = Math.min(retryDelay * 2, MAX_RECONNECT_DELAY_MS);
      if (!closed) setTimeout(() => void reconnect(), retryDelay);
    }
  }

  function connection(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= connect().finally(() => (connecting = undefined));
    return connecting;
  }

  return {
    async listen(channel, handler) {
      assertChannel(channel);
      let set = handlers.get(channel);
      const first = !set;
      if (!set) handlers.set(channel, (set = new Set()));
      set.add(handler);
      const active = await connection();
      if (first) await active.query(`LISTEN ${channel}`);
      return async () => {
        set.delete(handler);
        if (set.size > 0 || handlers.get(channel) !== set) return;
        handlers.delete(channel);
        await client?.query(`UNLISTEN ${channel}`);
      };
    },
    async close() {
      closed = true;
      const current = client;
      client = undefined;
      await current?.end();
    },
  };
}
