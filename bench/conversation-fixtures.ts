// What the conversation benchmark needs in its database, made through the product's own services: paid
// manual-delivery orders of the demo sellers, each bought by a guest, recorded as past sales (placed, paid,
// handed over, awaiting the buyer's confirmation), a session for each seller, and each guest's order token.
import { randomUUID } from 'node:crypto';
import { createServices } from '@lootmarket/api';
import { loadConfig } from '@lootmarket/api/config';
import { createDatabase } from '@lootmarket/api/db/client';
import { createGuestOrderTokens } from '@lootmarket/api/modules/orders/orders.access';
import type { PastSale } from '@lootmarket/api/modules/orders/orders.past-sales';
import pg from 'pg';
import { INPUTS } from './orders';

/** Which side keeps the order page open; the other one writes. */
export type ReceivingSide = 'buyer' | 'seller';

export interface BenchConversation {
  index: number;
  orderId: string;
  receiver: ReceivingSide;
  /** The guest buyer's order token: in the buyer's hello, or in the buyer's message. */
  guestToken: string;
  /** The seller's access token: the seller's page cookie, or the seller's message's bearer. */
  sellerAccessToken: string;
}

export interface ConversationFixtureOptions {
  env: Record<string, string>;
  conversations: number;
}

interface Candidate {
  id: string;
  sellerId: number;
  kinds: string[];
}

/** Past sales written per transaction: the whole fixture in a few commits without one huge one. */
const BATCH = 100;
const MINUTE_MS = 60_000;

/**
 * Fresh orders each run, spread over every demo seller with a manual offer of unlimited stock. Even
 * conversations have the guest buyer's page open and the seller writing; odd ones the other way round.
 */
export async function createConversationFixture(options: ConversationFixtureOptions): Promise<BenchConversation[]> {
  const config = loadConfig(options.env);
  if (!config.DATABASE_URL) throw new Error('the conversation benchmark runs on PostgreSQL: DATABASE_URL is missing');
  const offers = await candidateOffers(config.DATABASE_URL);
  const database = await createDatabase({ url: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR });
  try {
    const services = createServices({ database, config });
    const run = Date.now().toString(36);
    // Paid ten minutes ago and handed over five minutes later: the confirmation window runs for days.
    const paidAt = Date.now() - 10 * MINUTE_MS;
    const saleOf = (index: number, offer: Candidate): PastSale => ({
      offerId: offer.id,
      quantity: 1,
      buyer: { email: `chat-${run}-${index}@bench.lootmarket.local` },
      inputs: Object.fromEntries(offer.kinds.map((kind) => [kind, INPUTS[kind]!])),
      paidAt,
      deliveryMinutes: 5,
      deliveryText: 'Готово, проверьте аккаунт',
      confirmedAt: null,
      provider: 'sandbox',
    });
    // An offer whose sale is refused (a quantity it does not sell, say) is left out.
    const usable: Candidate[] = [];
    const orders: { orderId: string; sellerId: number }[] = [];
    for (const offer of offers) {
      if (orders.length >= options.conversations) break;
      try {
        const [orderId] = await services.orders.addPastSales([saleOf(orders.length, offer)]);
        orders.push({ orderId: orderId!, sellerId: offer.sellerId });
        usable.push(offer);
      } catch {
        // the next seller's offer
      }
    }
    if (usable.length === 0) throw new Error('no demo manual offer takes a sale; is the demo catalog seeded?');
    while (orders.length < options.conversations) {
      const offersOf = Array.from(
        { length: Math.min(BATCH, options.conversations - orders.length) },
        (_, step) => usable[(orders.length + step) % usable.length]!,
      );
      const ids = await services.orders.addPastSales(
        offersOf.map((offer, step) => saleOf(orders.length + step, offer)),
      );
      ids.forEach((orderId, step) => orders.push({ orderId, sellerId: offersOf[step]!.sellerId }));
    }

    const sessions = new Map<number, string>();
    for (const sellerId of new Set(orders.map((order) => order.sellerId))) {
      const roles = await services.users.getRoles(sellerId);
      if (!roles) throw new Error(`seller ${sellerId} has no account`);
      sessions.set(sellerId, (await services.auth.sessions.start(sellerId, roles, randomUUID())).access_token);
    }
    const tokens = createGuestOrderTokens(config.AUTH_SECRET);
    return orders.map(({ orderId, sellerId }, index) => ({
      index,
      orderId,
      receiver: index % 2 === 0 ? 'buyer' : 'seller',
      guestToken: tokens.sign(orderId),
      sellerAccessToken: sessions.get(sellerId)!,
    }));
  } finally {
    await database.close();
  }
}

/** One active manual-delivery offer of unlimited stock per seller, with inputs the benchmark can fill. */
async function candidateOffers(url: string): Promise<Candidate[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<Candidate>(
      `
      select distinct on (o.seller_id) o.id, o.seller_id::int as "sellerId", p.buyer_input_kinds as kinds
        from offers o join products p on p.id = o.product_id
       where o.is_active and o.stock is null and p.delivery_kind = 'manual' and p.buyer_input_kinds <@ $1::text[]
       order by o.seller_id, o.price_minor, o.id`,
      [Object.keys(INPUTS)],
    );
    return rows;
  } finally {
    await client.end();
  }
}
