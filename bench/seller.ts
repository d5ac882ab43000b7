// The seller workspace on PostgreSQL in production mode: one upload of 10 000 keys to an offer (sealed,
// deduplicated against the offer's unsold keys, stock recounted) and `GET offer/list` for a seller with
// 5 000 offers, one request at a time as the seller's browser sends them.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { deriveKey } from '../apps/api/src/modules/auth/auth.crypto';
import { createAccessTokens } from '../apps/api/src/modules/auth/auth.jwt';
import { ensureDatabase } from './catalog-database';
import { ms, percentile, type Section, verdict } from './measure';
import { startProcess, stopProcess } from './processes';

export const SELLER_TARGETS = { keyUploadMaxMs: 2000, offerListP95Ms: 20, offers: 5000, keys: 10_000 };

export interface SellerBenchOptions {
  databaseUrl: string;
  serverPort: number;
  resultsDir: string;
  serverEnv: Record<string, string>;
  uploads: number;
  listRequests: number;
}

const PRIVATE = '/api/gw/private/v1';
const SELLER_EMAIL = 'seller@demo.lootmarket.ru';

/** Tops the demo seller up to `offers` offers spread over the catalog, and answers the seller's id and a key offer. */
async function prepareSeller(url: string, offers: number): Promise<{ sellerId: number; keyOfferId: string }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const sellerId = Number(
      (await client.query<{ id: string }>('select id from users where email = $1', [SELLER_EMAIL])).rows[0]!.id,
    );
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from offers where seller_id = $1', [
      sellerId,
    ]);
    const missing = offers - rows[0]!.n;
    if (missing > 0) {
      await client.query(
        `insert into offers (product_id, seller_id, price_minor, currency, stock, delivery_minutes, seller_tier, is_active)
         select p.id, $1, 10000 + (n * 37) % 500000, 'rub', case when n % 3 = 0 then null else n % 40 end, 15, 'silver', n % 7 <> 0
           from generate_series(1, $2::int) as n
           join lateral (select id from products order by id offset (n % greatest(1, (select count(*)::int from products))) limit 1) p on true`,
        [sellerId, missing],
      );
    }
    const keyOffer = await client.query<{ id: string }>(
      `insert into offers (product_id, seller_id, price_minor, currency, stock, delivery_minutes, seller_tier)
       select id, $1, 49900, 'rub', 0, 1, 'silver' from products where delivery_kind = 'key' order by id limit 1 returning id`,
      [sellerId],
    );
    await client.query('analyze offers');
    return { sellerId, keyOfferId: keyOffer.rows[0]!.id };
  } finally {
    await client.end();
  }
}

/**
 * A live session for the seller, as signing in leaves one: private requests check that the access token's
 * family still holds an unrevoked refresh token.
 */
async function openSession(url: string, sellerId: number): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const familyId = randomUUID();
    await client.query(
      `insert into refresh_tokens (user_id, family_id, token_hash, session_id, created_at, expires_at)
       values ($1, $2, $3, 'bench-seller', now(), now() + interval '1 day')`,
      [sellerId, familyId, `bench-${familyId}`],
    );
    return familyId;
  } finally {
    await client.end();
  }
}

async function timeUpload(origin: string, authorization: string, offerId: string, round: number): Promise<number> {
  const text = Array.from({ length: SELLER_TARGETS.keys }, (_, index) => `R${round}-${randomUUID()}-${index}`).join(
    '\n',
  );
  const started = performance.now();
  const response = await fetch(`${origin}${PRIVATE}/seller/stock/${offerId}`, {
    method: 'PUT',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ mode: 'keys', text }),
  });
  const body = (await response.json()) as { upload?: { added: number } };
  const elapsed = performance.now() - started;
  if (!response.ok || body.upload?.added !== SELLER_TARGETS.keys)
    throw new Error(`key upload answered ${response.status}: ${JSON.stringify(body).slice(0, 200)}`);
  return elapsed;
}

async function listLatencies(origin: string, authorization: string, count: number): Promise<number[]> {
  const queries = [
    '?limit=50',
    '?status=active&limit=50',
    '?category=game_points&limit=50',
    '?text=%D0%B0&limit=50',
    '?limit=50&offset=2500',
  ];
  const samples: number[] = [];
  for (let index = 0; index < count + 50; index += 1) {
    const started = performance.now();
    const response = await fetch(`${origin}${PRIVATE}/offer/list${queries[index % queries.length]}`, {
      headers: { authorization },
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`offer list answered ${response.status}`);
    // The first requests warm the pool and the plans up.
    if (index >= 50) samples.push(performance.now() - started);
  }
  return samples.sort((a, b) => a - b);
}

export async function benchSeller(options: SellerBenchOptions): Promise<Section> {
  const { databaseUrl } = options;
  await ensureDatabase(databaseUrl);
  const origin = `http://127.0.0.1:${options.serverPort}`;
  const app = await startProcess(
    'server',
    { ...options.serverEnv, PORT: String(options.serverPort), DATABASE_URL: databaseUrl },
    `${origin}/readyz`,
    join(options.resultsDir, 'seller-server.log'),
  );
  try {
    const { sellerId, keyOfferId } = await prepareSeller(databaseUrl, SELLER_TARGETS.offers);
    const familyId = await openSession(databaseUrl, sellerId);
    // The benchmark never signs in: it signs the seller's access token with the server's own secret.
    const token = await createAccessTokens(deriveKey(options.serverEnv.AUTH_SECRET!, 'access-token')).sign({
      id: sellerId,
      roles: [0, 2],
      sessionID: 'bench-seller',
      familyId,
      issuedAtSec: Math.floor(Date.now() / 1000),
    });
    const authorization = `Bearer ${token}`;
    process.stdout.write('uploading keys…\n');
    const uploads: number[] = [];
    for (let round = 0; round < options.uploads; round += 1)
      uploads.push(await timeUpload(origin, authorization, keyOfferId, round));
    process.stdout.write('listing offers…\n');
    const list = await listLatencies(origin, authorization, options.listRequests);
    const slowestUpload = Math.max(...uploads);
    const p95 = percentile(list, 0.95);
    const uploadOk = slowestUpload < SELLER_TARGETS.keyUploadMaxMs;
    const listOk = p95 <= SELLER_TARGETS.offerListP95Ms;
    const lines = [
      `### Seller workspace (PostgreSQL \`${new URL(databaseUrl).pathname.slice(1)}\`, production settings)`,
      '',
      '| what | runs | p50 ms | p95 ms | slowest ms | target |',
      '|---|---:|---:|---:|---:|---|',
      `| \`PUT seller/stock\`, ${SELLER_TARGETS.keys} keys (the offer already holding up to ${(options.uploads - 1) * SELLER_TARGETS.keys}) | ${uploads.length} | ${ms(
        percentile(
          [...uploads].sort((a, b) => a - b),
          0.5,
        ),
      )} | – | ${ms(slowestUpload)} | ${verdict(uploadOk, `< ${SELLER_TARGETS.keyUploadMaxMs} ms`)} |`,
      `| \`GET offer/list\`, ${SELLER_TARGETS.offers} offers, filters in turn | ${list.length} | ${ms(percentile(list, 0.5))} | ${ms(p95)} | ${ms(list.at(-1)!)} | ${verdict(listOk, `p95 ≤ ${SELLER_TARGETS.offerListP95Ms} ms`)} |`,
      '',
    ];
    return { lines, failed: !uploadOk || !listOk };
  } finally {
    await stopProcess(app);
  }
}
