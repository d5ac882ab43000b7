import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { assertChannel, type Unlisten } from '../../db/listener';

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; larger events carry an id to read instead. */
export const MAX_EVENT_BYTES = 7900;

export interface EventBus {
  /**
   * Sends an event to every process subscribed to `channel`. Given a transaction, the event leaves only
   * if that transaction commits, so nobody hears of a change that was rolled back.
   */
  publish(channel: string, payload: unknown, tx?: Db): Promise<void>;
  subscribe<T = unknown>(channel: string, handler: (payload: T) => void): Promise<Unlisten>;
}

export function createEventBus(database: Database, onBadEvent: (error: unknown) => void = console.error): EventBus {
  return {
    async publish(channel, payload, tx = database.db) {
      assertChannel(channel);
      const text = JSON.stringify(payload);
      if (Buffer.byteLength(text) > MAX_EVENT_BYTES)
        throw new Error(`event on ${channel} is over ${MAX_EVENT_BYTES} bytes`);
      await tx.execute(sql`select pg_notify(${channel}, ${text})`);
    },
    subscribe(channel, handler) {
      return database.listen(channel, (text) => {
        try {
          handler(JSON.parse(text));
        } catch (error) {
          onBadEvent(error);
        }
      });
    },
  };
}
