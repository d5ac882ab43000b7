import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, createServices, PUBLIC_PREFIX, type Services } from '../../app';
import { loadConfig } from '../../config';
import { createTestDatabase, TEST_DATABASE_KIND, type TestDatabase } from '../../db/test-database';
import { createDemoSeed } from '../../demo/demo-seed';
import { inputsFor, rows } from './orders.test-support';

/** Every statement the application sends, counted where Drizzle hands it to the driver. */
const statements: string[] = [];
const logger = { logQuery: (query: string) => void statements.push(query) };
/** PGlite opens and closes transactions itself, unlogged; PostgreSQL logs `begin` and `commit` as statements. */
const isTransactionControl = (query: string): boolean => /^\s*(begin|commit|rollback)\b/i.test(query);

/**
 * Placing a guest order for a manual-delivery offer with unlimited stock (what the orders benchmark
 * repeats), in one transaction: read the offer with its product (and whether it has keys); write the
 * order together with its inputs, its PLACED event and its payment timer (one statement). Unlimited stock
 * without keys has nothing to take or reserve, and the answer is built from what was written. Was 9 (plus a
 * stock update that locked the offer's row for every buyer, and a read-back of the inputs). The unpaid-order
 * caps (decision 020) add two: the buyer's e-mail and address locked in one, their unpaid orders counted in another.
 * The answer names its seller: one read of the seller's public card, after the commit.
 */
const GUEST_ORDER_STATEMENTS = 5;
/** Counted stock adds its conditional decrement, the one statement that keeps two buyers from overselling. */
const COUNTED_STOCK_STATEMENTS = 1;
/** Counted stock may be keys stored since the offer was read: it always asks to reserve them. */
const COUNTED_KEYS_RESERVE = 1;
/** A stock change reads the seller's `stock.low` webhook endpoints, to tell them in the same transaction (decision 046). */
const STOCK_LOW_SUBSCRIBERS_READ = 1;

describe(`statements per guest order on ${TEST_DATABASE_KIND}`, () => {
  let database: TestDatabase;
  let services: Services;
  let app: FastifyInstance;
  let unlimited: { id: string; kinds: string[] };
  let counted: { id: string; kinds: string[] };

  const offerWhere = async (where: string) => {
    const [row] = await rows<{ id: string; kinds: string[] }>(
      { database } as never,
      `select o.id, p.buyer_input_kinds as kinds from offers o join products p on p.id = o.product_id
        where o.is_active and ${where} and not exists (select 1 from offer_keys k where k.offer_id = o.id) order by p.slug, o.seller_id, o.price_minor, o.id limit 1`,
    );
    if (!row) throw new Error(`no offer where ${where}`);
    return row;
  };

  beforeAll(async () => {
    database = await createTestDatabase({ logger });
    const config = loadConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '100000' });
    services = createServices({ database, config });
    await createDemoSeed({ db: database.db, services }).catalog();
    app = await buildApp({ config, database, services });
    await app.ready();
    unlimited = await offerWhere(
      `o.stock is null and p.delivery_kind = 'manual' and cardinality(p.buyer_input_kinds) > 0`,
    );
    counted = await offerWhere('o.stock >= 10');
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  /** Places a guest order and answers its id with the statements it took. */
  async function place(offer: { id: string; kinds: string[] }): Promise<{ orderId: string; sent: string[] }> {
    statements.length = 0;
    const response = await app.inject({
      method: 'POST',
      url: `${PUBLIC_PREFIX}/order`,
      payload: { offerId: offer.id, quantity: 1, inputs: inputsFor(offer.kinds), email: 'count@mail.ru' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const sent = [...statements];
    return { orderId: response.json().order.id, sent };
  }
  /** The route's shared rate-limit window (decision 022) is the platform's statement, not the order's. */
  const isRateLimit = (query: string): boolean => /rate_limit_windows/.test(query);
  const work = (sent: string[]) => sent.filter((query) => !isTransactionControl(query) && !isRateLimit(query));

  it('places a guest order for an unlimited offer in a fixed, small number of statements, in one transaction', async () => {
    const { orderId, sent } = await place(unlimited);
    expect(work(sent).length, work(sent).join('\n')).toBe(GUEST_ORDER_STATEMENTS);
    if (database.kind === 'postgres') expect(sent.filter(isTransactionControl)).toEqual(['begin', 'commit']);
    // All that placing writes is there: the inputs, the PLACED event and the payment deadline.
    const stored = (query: string) => rows<{ n: number }>({ database } as never, query).then(([row]) => row!.n);
    expect(await stored(`select count(*)::int as n from order_inputs where order_id = '${orderId}'`)).toBe(
      unlimited.kinds.length,
    );
    expect(
      await stored(
        `select count(*)::int as n from order_events where order_id = '${orderId}' and type = 'PLACED' and actor = 'buyer'`,
      ),
    ).toBe(1);
    expect(
      await stored(
        `select count(*)::int as n from jobs where dedupe_key = 'order:${orderId}:PAYMENT_DEADLINE_PASSED' and finished_at is null`,
      ),
    ).toBe(1);
  });

  it('takes counted stock with its conditional decrement, once', async () => {
    const { sent } = await place(counted);
    // What the catalog does around a stock change (invalidating cached pages) is its own business; the order's part stays fixed.
    const catalogStock = (query: string) => /^update "offers"|pg_notify/.test(query);
    expect(work(sent).filter((query) => /^update "offers"/.test(query))).toHaveLength(COUNTED_STOCK_STATEMENTS);
    expect(work(sent).filter((query) => !catalogStock(query)).length, work(sent).join('\n')).toBe(
      GUEST_ORDER_STATEMENTS + STOCK_LOW_SUBSCRIBERS_READ + COUNTED_KEYS_RESERVE,
    );
  });
});
