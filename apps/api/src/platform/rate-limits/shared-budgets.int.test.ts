import { randomBytes, randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestInstances, type TestInstances } from '../../test-instances';
import { postgresSlidingWindows, redisSlidingWindows, type SlidingWindows } from './sliding-window';

const redisUrl = process.env.TEST_REDIS_URL;
const stores = [TEST_DATABASE_KIND, ...(redisUrl ? ['redis'] : [])] as const;
const PLACE_ORDER = '/api/gw/public/v1/order';
const MINUTE = 60_000;

/** A made-up client address of its own, so runs against one Redis never share a budget. */
const clientAddress = () => `198.18.${randomInt(256)}.${randomInt(256)}`;
const uniqueKey = (name: string) => `test|${name}|${randomBytes(6).toString('hex')}`;

describe.each(stores)('route budgets shared through %s', (store) => {
  let setup: TestInstances;
  let clock = Date.now();
  const windowsOf = async (instance: number): Promise<SlidingWindows> =>
    store === 'redis'
      ? redisSlidingWindows(redisUrl!, { now: () => clock })
      : postgresSlidingWindows(setup.instances[instance]!.database.db, { now: () => clock });

  beforeAll(async () => {
    setup = await createTestInstances(2, {
      RATE_LIMIT_ORDERS_PER_HOUR: '6',
      ...(store === 'redis' ? { REDIS_URL: redisUrl! } : {}),
    });
  });
  afterAll(async () => setup.close());

  it('lets the budget through once at a window edge, not twice', async () => {
    const windows = await windowsOf(0);
    const key = uniqueKey('edge');
    const start = clock;
    const passedBetween = async (from: number, count: number) => {
      clock = start + from;
      let passed = 0;
      for (let i = 0; i < count; i += 1) if ((await windows.take(key, 5, MINUTE)).allowed) passed += 1;
      return passed;
    };
    // A fixed window would let five through just before its end and five more just after it.
    expect(await passedBetween(59_000, 8)).toBe(5);
    expect(await passedBetween(61_000, 8)).toBe(0);
    // The budget frees when the requests leave the window, a minute after each.
    clock = start + 118_999;
    expect(await windows.take(key, 5, MINUTE)).toEqual({ allowed: false, count: 5, oldestAt: start + 59_000 });
    expect(await passedBetween(119_000, 8)).toBe(5);
    await windows.close();
  });

  it('counts takes from two processes against one budget, however they interleave', async () => {
    const [first, second] = [await windowsOf(0), await windowsOf(1)];
    const key = uniqueKey('concurrent');
    const takes = await Promise.all(
      Array.from({ length: 30 }, (_, i) => (i % 2 ? first : second).take(key, 7, MINUTE)),
    );
    expect(takes.filter((take) => take.allowed)).toHaveLength(7);
    await first.close();
    await second.close();
  });

  it('shares a route budget between two app instances: orders from one address', async () => {
    const address = clientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const { app } = setup.instances[i % 2]!;
      // The budget is taken before the body is read: refused bodies count as any other placement.
      const answer = await app.inject({ method: 'POST', url: PLACE_ORDER, payload: {}, remoteAddress: address });
      statuses.push(answer.statusCode);
      if (answer.statusCode === 429) {
        expect(answer.json()).toMatchObject({ code: 'RATE_LIMITED' });
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(3500);
      }
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
    expect(statuses.slice(0, 6)).not.toContain(429);
    // Another address has a budget of its own.
    const other = await setup.instances[1]!.app.inject({
      method: 'POST',
      url: PLACE_ORDER,
      payload: {},
      remoteAddress: clientAddress(),
    });
    expect(other.statusCode).not.toBe(429);
  });
});
