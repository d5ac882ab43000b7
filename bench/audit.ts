// Verifying the audit log on PostgreSQL: a million rows spread over its chains, walked and re-hashed by the
// product's own verification (`npm run audit:verify` and the daily job run the same code).
import { createAuditService } from '@lootmarket/api/modules/audit/audit.service';
import { AUDIT_CHAINS, diffOf, hashRow, type HashedRow } from '@lootmarket/api/modules/audit/audit.hash';
import { openMigratedDatabase } from '@lootmarket/api/db/migrate';
import pg from 'pg';
import { ensureDatabase } from './catalog-database';
import { type Section, verdict } from './measure';

export const AUDIT_TARGETS = { rows: 1_000_000, maxVerifySeconds: 60 };

const BATCH = 20_000;
const ACTIONS = ['order.refund', 'order.reopen', 'user.block', 'payout.approve', 'offer.hide', 'donation.paid'];

/** The `index`-th generated row's content, before its place in a chain. */
function content(index: number, at: Date) {
  const target = { type: 'order', id: String(100_000 + (index % 250_000)) };
  return {
    target,
    row: {
      occurredAt: at,
      actorType: index % 5 === 0 ? 'system' : 'staff',
      actorId: index % 5 === 0 ? null : String(1 + (index % 40)),
      impersonatorId: null,
      action: ACTIONS[index % ACTIONS.length]!,
      targetType: target.type,
      targetId: target.id,
      result: 'ok',
      reason: index % 3 === 0 ? 'Покупатель не получил ключ' : null,
      clientIp: `198.51.100.${index % 250}`,
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0',
      requestId: `req-${index.toString(36)}`,
      diff: diffOf({ status: 'COMPLETED', amount: index }, { status: 'REFUNDED', amount: index }),
    },
  };
}

const COLUMNS = [
  ['chain', 'smallint'],
  ['seq', 'bigint'],
  ['occurred_at', 'timestamptz'],
  ['actor_type', 'text'],
  ['actor_id', 'text'],
  ['impersonator_id', 'bigint'],
  ['action', 'text'],
  ['target_type', 'text'],
  ['target_id', 'text'],
  ['result', 'text'],
  ['reason', 'text'],
  ['client_ip', 'text'],
  ['user_agent', 'text'],
  ['request_id', 'text'],
  ['diff', 'text'],
  ['prev_hash', 'text'],
  ['hash', 'text'],
] as const;

/** Appends `count` chained rows after the chains' current heads, in statements of BATCH rows. */
async function fill(client: pg.Client, count: number): Promise<void> {
  const heads = new Map<number, { seq: number; hash: string }>();
  const { rows } = await client.query<{ chain: number; seq: string; hash: string }>('select * from audit_chain_heads');
  for (const head of rows) heads.set(head.chain, { seq: Number(head.seq), hash: head.hash });
  const start = Date.now() - count;
  for (let done = 0; done < count; done += BATCH) {
    const columns: unknown[][] = COLUMNS.map(() => []);
    for (let index = done; index < Math.min(count, done + BATCH); index++) {
      const { row } = content(index, new Date(start + index));
      // Each row stands for a transaction of its own, and transactions take the chains in turn.
      const chain = index % AUDIT_CHAINS;
      const head = heads.get(chain)!;
      const hashed: HashedRow = { ...row, chain, seq: head.seq + 1, prevHash: head.hash };
      const full = { ...hashed, hash: hashRow(hashed) };
      heads.set(chain, { seq: full.seq, hash: full.hash });
      const values = [full.chain, full.seq, full.occurredAt, full.actorType, full.actorId, full.impersonatorId];
      values.push(full.action, full.targetType, full.targetId, full.result, full.reason, full.clientIp);
      values.push(full.userAgent, full.requestId, full.diff, full.prevHash, full.hash);
      values.forEach((value, column) => columns[column]!.push(value));
    }
    const names = COLUMNS.map(([name]) => name).join(', ');
    const arrays = COLUMNS.map(([, type], index) => `$${index + 1}::${type}[]`).join(', ');
    await client.query(`insert into audit_log (${names}) select * from unnest(${arrays})`, columns);
  }
  for (const [chain, head] of heads) {
    await client.query('update audit_chain_heads set seq = $2, hash = $3 where chain = $1', [
      chain,
      head.seq,
      head.hash,
    ]);
  }
}

export async function benchAudit({ databaseUrl }: { databaseUrl: string }): Promise<Section> {
  await ensureDatabase(databaseUrl);
  const database = await openMigratedDatabase({ url: databaseUrl, poolSize: 4 });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const [{ n }] = (await client.query<{ n: number }>('select count(*)::int as n from audit_log')).rows as [
      { n: number },
    ];
    if (n < AUDIT_TARGETS.rows) await fill(client, AUDIT_TARGETS.rows - n);
    const started = performance.now();
    const result = await createAuditService({ db: database.db }).verify();
    const seconds = (performance.now() - started) / 1000;
    const ok = result.intact && result.total >= AUDIT_TARGETS.rows && seconds <= AUDIT_TARGETS.maxVerifySeconds;
    return {
      failed: !ok,
      lines: [
        '## Audit log verification (PostgreSQL)',
        '',
        '| rows | chains | intact | seconds | rows/s | check |',
        '|---|---|---|---|---|---|',
        `| ${result.total} | 16 | ${result.intact ? 'yes' : 'no'} | ${seconds.toFixed(1)} | ${Math.round(result.total / seconds)} | ${verdict(ok, `≤ ${AUDIT_TARGETS.maxVerifySeconds} s`)} |`,
        '',
      ],
    };
  } finally {
    await client.end();
    await database.close();
  }
}
