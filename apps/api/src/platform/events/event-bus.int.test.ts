import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DATABASE_KIND, type TestDatabase } from '../../db/test-database';
import { createEventBus, type EventBus } from './event-bus';

/** Resolves once `predicate` holds, polling briefly; notifications arrive asynchronously. */
async function eventually(predicate: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe(`event bus on ${TEST_DATABASE_KIND}`, () => {
  let database: TestDatabase;
  let bus: EventBus;
  beforeAll(async () => {
    database = await createTestDatabase();
    bus = createEventBus(database);
  });
  afterAll(() => database.dispose());

  it('delivers an event to every subscriber of its channel, and not to other channels', async () => {
    const first: unknown[] = [];
    const second: unknown[] = [];
    const elsewhere: unknown[] = [];
    const stops = await Promise.all([
      bus.subscribe('donations', (event) => first.push(event)),
      bus.subscribe('donations', (event) => second.push(event)),
      bus.subscribe('orders', (event) => elsewhere.push(event)),
    ]);
    await bus.publish('donations', { id: 'd-1', amount: 15_000, currency: 'rub' });
    await eventually(() => first.length === 1 && second.length === 1);
    expect(first).toEqual([{ id: 'd-1', amount: 15_000, currency: 'rub' }]);
    await settle();
    expect(elsewhere).toEqual([]);
    await Promise.all(stops.map((stop) => stop()));
  });

  it('sends an event published in a transaction only when it commits', async () => {
    const seen: unknown[] = [];
    const stop = await bus.subscribe('widget_7', (event) => seen.push(event));
    await database.db
      .transaction(async (tx) => {
        await bus.publish('widget_7', { id: 'rolled-back' }, tx);
        throw new Error('abort');
      })
      .catch(() => {});
    await database.db.transaction(async (tx) => {
      await bus.publish('widget_7', { id: 'committed' }, tx);
      await settle();
      expect(seen).toEqual([]);
    });
    await eventually(() => seen.length === 1);
    expect(seen).toEqual([{ id: 'committed' }]);
    await stop();
  });

  it('stops delivering after unsubscribe', async () => {
    const seen: unknown[] = [];
    const stop = await bus.subscribe('goals', (event) => seen.push(event));
    await stop();
    await bus.publish('goals', { id: 'late' });
    await settle();
    expect(seen).toEqual([]);
  });

  it('refuses channel names that are not plain identifiers and oversized events', async () => {
    await expect(bus.publish('Bad; drop table users', {})).rejects.toThrow(/invalid notification channel/);
    await expect(bus.publish('big', { text: 'я'.repeat(5000) })).rejects.toThrow(/over 7900 bytes/);
  });

  it.runIf(TEST_DATABASE_KIND === 'postgres')('listens again after its connection is cut', async () => {
    const seen: unknown[] = [];
    const stop = await bus.subscribe('reconnects', (event) => seen.push(event));
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN%'`,
    );
    const deadline = Date.now() + 5000;
    while (seen.length === 0 && Date.now() < deadline) {
      await bus.publish('reconnects', { id: 'after-cut' });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(seen[0]).toEqual({ id: 'after-cut' });
    await stop();
  });
});
