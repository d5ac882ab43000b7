import { describe, expect, it } from 'vitest';
import {
  DISPUTE_REASON_LABELS,
  DISPUTE_REASON_MESSAGE,
  DISPUTE_REASONS,
  DISPUTE_NOTE_MESSAGE,
  DISPUTE_REFUND_AMOUNT_MESSAGE,
  DISPUTE_TEXT_EMPTY_MESSAGE,
  disputeDecisionRequestSchema,
  maskKey,
  openDisputeFieldsSchema,
} from './disputes';
import { NUL_BYTE_MESSAGE } from '../validation/nul-bytes';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('dispute contracts', () => {
  it('labels every reason in Russian', () => {
    for (const reason of DISPUTE_REASONS) expect(DISPUTE_REASON_LABELS[reason]).toMatch(/^[А-ЯЁ]/);
  });

  it('takes a reason from the list and a text, refusing the rest with Russian messages', () => {
    expect(openDisputeFieldsSchema.safeParse({ reason: 'not_received', text: '  Ключа нет  ' }).data).toEqual({
      reason: 'not_received',
      text: 'Ключа нет',
    });
    expect(messageOf(openDisputeFieldsSchema.safeParse({ reason: 'bored', text: 'x' }))).toBe(DISPUTE_REASON_MESSAGE);
    expect(messageOf(openDisputeFieldsSchema.safeParse({ reason: 'other', text: ' ' }))).toBe(
      DISPUTE_TEXT_EMPTY_MESSAGE,
    );
    expect(messageOf(openDisputeFieldsSchema.safeParse({ reason: 'other' }))).toBe(DISPUTE_TEXT_EMPTY_MESSAGE);
    expect(messageOf(openDisputeFieldsSchema.safeParse({ reason: 'other', text: 'a\u0000b' }))).toBe(NUL_BYTE_MESSAGE);
  });

  it('asks a partial refund for its amount in whole minor units', () => {
    expect(disputeDecisionRequestSchema.safeParse({ decision: 'release' }).success).toBe(true);
    expect(messageOf(disputeDecisionRequestSchema.safeParse({ decision: 'partial_refund' }))).toBe(
      DISPUTE_REFUND_AMOUNT_MESSAGE,
    );
    expect(disputeDecisionRequestSchema.safeParse({ decision: 'partial_refund', refundAmount: 0 }).success).toBe(false);
    expect(disputeDecisionRequestSchema.safeParse({ decision: 'partial_refund', refundAmount: 1.5 }).success).toBe(
      false,
    );
    expect(
      disputeDecisionRequestSchema.safeParse({ decision: 'partial_refund', refundAmount: 1, note: 'Ключ не подошёл' })
        .success,
    ).toBe(true);
  });

  it('asks a partial refund for its reason', () => {
    expect(messageOf(disputeDecisionRequestSchema.safeParse({ decision: 'partial_refund', refundAmount: 1 }))).toBe(
      DISPUTE_NOTE_MESSAGE,
    );
    expect(
      disputeDecisionRequestSchema.safeParse({ decision: 'partial_refund', refundAmount: 1, note: '   ' }).success,
    ).toBe(false);
    expect(disputeDecisionRequestSchema.safeParse({ decision: 'refund' }).success).toBe(true);
  });

  it('masks a key to its ends, keeping the dashes', () => {
    expect(maskKey('AAAAA-BBBBB-CCCCC')).toBe('AAAA•-•••••-•CCCC');
    expect(maskKey('ABCD')).toBe('••••');
    expect(maskKey('https://store.steampowered.com/gift/abc')).not.toContain('steampowered');
  });
});
