import { describe, expect, it } from 'vitest';
import { availableFromText, monthLabel, referenceLabel } from './wallet-format';

describe('wallet wording', () => {
  it('says when held money becomes available, in Moscow time', () => {
    expect(availableFromText('2030-11-27T11:05:00Z', Date.parse('2030-11-20T00:00:00Z'))).toBe(
      'Доступно с 27 ноября в 14:05',
    );
    expect(availableFromText(null)).toBe('После решения спора');
    expect(availableFromText(null, Date.now(), 'order_awaiting_confirmation')).toBe('После проверки заказа');
    expect(availableFromText('2020-01-01T00:00:00Z')).toBe('Становится доступно');
  });

  it('names references and months', () => {
    expect(referenceLabel('order:5e11e700-0000-4000-8000-000000000001')).toBe('Заказ\u00A0№\u00A05E11E700');
    expect(referenceLabel('donation:5e11e700-0000-4000-8000-000000000001')).toBe('Донат');
    expect(monthLabel('2030-11-01T00:00:00Z')).toBe('Ноя');
  });
});
