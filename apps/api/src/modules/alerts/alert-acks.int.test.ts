import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventBus } from '../../platform/events/event-bus';
import { TEST_DATABASE_KIND, createTestDatabase, type TestDatabase } from '../../db/test-database';
import { createAlertsRepo } from './alerts.repo';
import { createAlertsService, type AlertsService } from './alerts.service';

const STREAMERS = 4;
const WIDGETS_PER_STREAMER = 20;

/** A random order of the items, so concurrent statements name the same rows in different orders. */
function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

describe(`overlay acknowledgements under load on ${TEST_DATABASE_KIND}`, () => {
  let database: TestDatabase;
  let alerts: AlertsService;
  const widgetsOf = new Map<number, number[]>();
  const alertIdsOf = new Map<number, string[]>();

  beforeAll(async () => {
    database = await createTestDatabase();
    alerts = createAlertsService({ db: database.db, events: createEventBus(database) });
    const repo = createAlertsRepo(database.db);
    for (let streamerId = 1; streamerId <= STREAMERS; streamerId += 1) {
      const widgetIds: number[] = [];
      for (let index = 0; index < WIDGETS_PER_STREAMER; index += 1) {
        const row = await repo.insertWidget({
          streamerId,
          type: 'donation',
          settings: { name: `Оповещения ${index}` } as never,
          tokenNonce: `nonce-${streamerId}-${index}`,
        });
        widgetIds.push(row.id);
      }
      widgetsOf.set(streamerId, widgetIds);
      const alertIds: string[] = [];
      for (let index = 0; index < 30; index += 1) {
        const alert = await alerts.enqueue({
          streamerId,
          source: 'donation',
          sourceId: `donation-${streamerId}-${index}`,
          donorName: 'Гость',
          amount: { amount: 10_000, currency: 'rub' },
          message: `#${index}`,
        });
        alertIds.push(alert.id);
      }
      alertIdsOf.set(streamerId, alertIds);
    }
  });
  afterAll(() => database.dispose());

  it('never deadlocks: batches of acknowledgements and heartbeats over the same widgets in any order all succeed', async () => {
    const everyWidget = [...widgetsOf.values()].flat();
    const rounds = 30;
    const failures: unknown[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const work = Array.from({ length: 6 }, (_, writer) => {
        if (writer === 0) return alerts.markSeen(shuffled(everyWidget), true);
        const acks = shuffled(
          [...widgetsOf].flatMap(([streamerId, widgetIds]) =>
            widgetIds.map((widgetId) => ({ widgetId, alertId: alertIdsOf.get(streamerId)![round]! })),
          ),
        );
        return alerts.acknowledgeMany(acks);
      });
      const results = await Promise.allSettled(work);
      results.forEach((result) => result.status === 'rejected' && failures.push(result.reason));
    }
    expect(failures.map((failure) => String(failure)).slice(0, 3)).toEqual([]);
    // Every widget's cursor stands on the last alert acknowledged (its streamer's 30th).
    const repo = createAlertsRepo(database.db);
    for (const widgetId of everyWidget) expect((await repo.findWidget(widgetId))?.ackedSeq).toBe(rounds);
  });
});
