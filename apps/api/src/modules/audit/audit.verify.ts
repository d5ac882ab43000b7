import { GENESIS_HASH, hashRow } from './audit.hash';
import type { AuditRepo, AuditRow } from './audit.repo';

/** Where a chain stops being what was written: a row changed, a row's link changed, or rows gone. */
export interface AuditBreak {
  id: number | null;
  chain: number;
  seq: number;
  problem: 'altered' | 'unlinked' | 'missing';
}

export interface AuditVerification {
  intact: boolean;
  total: number;
  /** The first break by id (a gone tail has no row: then the chain's last seq it should reach). */
  brokenAt: AuditBreak | null;
}

const PAGE = 10_000;

/** The first problem of one row given the chain so far, if any. */
function problemOf(row: AuditRow, expectedSeq: number, prevHash: string): AuditBreak['problem'] | null {
  if (row.seq !== expectedSeq) return 'missing';
  if (row.prevHash !== prevHash) return 'unlinked';
  const { id: _id, hash, ...hashed } = row;
  return hashRow(hashed) === hash ? null : 'altered';
}

/** Walks one chain from its genesis; answers how many rows it holds and its first break. */
async function verifyChain(repo: AuditRepo, chain: number, headSeq: number) {
  let [seq, prevHash, total] = [0, GENESIS_HASH, 0];
  let broken: AuditBreak | null = null;
  for (;;) {
    const rows = await repo.chainPage(chain, seq, PAGE);
    for (const row of rows) {
      const problem: AuditBreak['problem'] | null = broken ? null : problemOf(row, seq + 1, prevHash);
      if (problem) broken = { id: row.id, chain, seq: row.seq, problem };
      [seq, prevHash] = [row.seq, row.hash];
    }
    total += rows.length;
    if (rows.length < PAGE) break;
  }
  if (!broken && seq !== headSeq) broken = { id: null, chain, seq: headSeq, problem: 'missing' };
  return { total, broken };
}

/** Walks every chain: each row's hash over its canonical JSON, its link to the row before, no gaps. */
export async function verifyAuditLog(repo: AuditRepo): Promise<AuditVerification> {
  // Chains are independent: walking them side by side lets the database read one while another is hashed.
  const chains = await Promise.all((await repo.heads()).map((head) => verifyChain(repo, head.chain, head.seq)));
  const total = chains.reduce((sum, chain) => sum + chain.total, 0);
  const breaks = chains.flatMap((chain) => (chain.broken ? [chain.broken] : []));
  breaks.sort((a, b) => (a.id ?? Number.MAX_SAFE_INTEGER) - (b.id ?? Number.MAX_SAFE_INTEGER));
  return { intact: breaks.length === 0, total, brokenAt: breaks[0] ?? null };
}
