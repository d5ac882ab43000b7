import canonicalize from 'canonicalize';
import { describe, expect, it } from 'vitest';
import { canonicalRow, diffOf, REDACTED, type HashedRow } from './audit.hash';

const row: HashedRow = {
  chain: 3,
  seq: 42,
  occurredAt: new Date('2026-11-28T18:00:00.123Z'),
  actorType: 'staff',
  actorId: '7',
  impersonatorId: null,
  action: 'order.refund',
  targetType: 'order',
  targetId: 'a1',
  result: 'ok',
  reason: 'Причина с "кавычками" и \\u2028 переводом\\n',
  clientIp: '2001:db8::1',
  userAgent: null,
  requestId: 'req-1',
  diff: '{"after":{"status":"REFUNDED"},"before":{"status":"COMPLETED"}}',
  prevHash: '0'.repeat(64),
};

describe('audit hashing', () => {
  it('serializes a row exactly as RFC 8785 canonicalization does', () => {
    expect(canonicalRow(row)).toBe(canonicalize({ ...row, occurredAt: row.occurredAt.toISOString() }));
  });

  it('keeps only changed keys and redacts secrets at any depth', () => {
    const diff = JSON.parse(
      diffOf(
        { status: 'A', same: 1, card: { pan: '4111' } },
        { status: 'B', same: 1, api_key: 'k', nested: [{ password: 'p' }] },
      )!,
    );
    expect(diff).toEqual({
      before: { status: 'A', card: { pan: REDACTED } },
      after: { status: 'B', api_key: REDACTED, nested: [{ password: REDACTED }] },
    });
  });
});
