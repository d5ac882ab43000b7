import { ORDER_DISPLAY_STATUS_TEXT, type OrderView } from '@lootmarket/domain';
import { describe, expect, it } from 'vitest';
import { statusDescription } from './order-status-view';

const completed = ORDER_DISPLAY_STATUS_TEXT.COMPLETED.description;
const withDecision = (decision: 'release' | 'partial_refund' | null) =>
  ({ dispute: decision ? { decision } : null }) as unknown as OrderView;

describe('statusDescription', () => {
  it('tells the buyer of a split dispute that part of the money comes back, not thanks for the purchase', () => {
    expect(statusDescription(withDecision('partial_refund'), completed)).toMatch(/часть оплаты вернётся вам/);
    expect(statusDescription(withDecision('partial_refund'), completed)).not.toContain('Спасибо');
  });

  it('keeps the status text otherwise', () => {
    expect(statusDescription(withDecision(null), completed)).toBe(completed);
    expect(statusDescription(withDecision('release'), completed)).toBe(completed);
  });
});
