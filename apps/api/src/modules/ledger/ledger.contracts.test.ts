import {
  HOLD_REASONS,
  walletBalanceResponseSchema,
  walletIncomesResponseSchema,
  walletOperationsResponseSchema,
} from '@lootmarket/domain';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { responseSerializerCompiler } from '../../platform/http/serializers';

const rub = (amount: number) => ({ amount, currency: 'rub' as const });
const at = '2026-11-22T10:00:00.000Z';

const samples: Array<[z.ZodType, unknown]> = [
  [
    walletBalanceResponseSchema,
    {
      balances: [{ currency: 'rub', available: 9_000, held: 5_000, withdrawing: 1_000 }],
      holds: [
        {
          currency: 'rub',
          amount: 5_000,
          reason: HOLD_REASONS[0],
          reason_label: 'Заказ ждёт подтверждения',
          available_from: at,
          source: 'order',
          reference: 'order:x',
          title: 'Hades II',
        },
      ],
    },
  ],
  [
    walletOperationsResponseSchema,
    {
      items: [
        {
          id: '7',
          kind: 'payout',
          label: 'Вывод средств',
          source: null,
          reference: 'payout:1',
          amount: rub(-1_000),
          fee: null,
          created_at: at,
        },
        {
          id: '6',
          kind: 'escrow_release',
          label: 'Продажа',
          source: 'order',
          reference: 'order:x',
          amount: rub(9_000),
          fee: rub(1_000),
          created_at: at,
        },
      ],
      total: 1,
      limit: 20,
      offset: 0,
    },
  ],
  [
    walletIncomesResponseSchema,
    {
      items: [
        {
          id: '3',
          source: 'order',
          reference: 'order:x',
          gross: rub(10_000),
          fee: rub(1_000),
          amount: rub(9_000),
          created_at: at,
        },
      ],
      total: 1,
      limit: 20,
      offset: 0,
      totals: [rub(9_000)],
      periods: [
        { period_start: '2026-11-01T00:00:00Z', currency: 'rub', count: 1, gross: 10_000, fee: 1_000, amount: 9_000 },
      ],
    },
  ],
];

describe('wallet contracts', () => {
  it('answer the same through the production serializer as through the checking one', () => {
    for (const [schema, sample] of samples) {
      const compile = (production: boolean) =>
        responseSerializerCompiler({ production })({ schema, method: 'GET', url: '/wallet', httpStatus: '200' });
      expect(JSON.parse(compile(true)(sample))).toEqual(sample);
      expect(JSON.parse(compile(false)(sample))).toEqual(sample);
    }
  });
});
