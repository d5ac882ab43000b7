import {
  INVALID_AMOUNT_MESSAGE,
  parseMoneyInput,
  type createGoalRequestSchema,
  type FundraisingGoal,
} from '@lootmarket/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../platform/http/app-error';
import { cleanPlainText } from './ban-words';
import { createDonationsRepo, isUuid } from './donations.repo';
import { toGoalView } from './donations.view';

/** The largest target a goal may have: ten million in major units. */
export const GOAL_TARGET_MAX_MINOR = 1_000_000_000;
export const ACTIVE_GOAL_EXISTS_MESSAGE = 'Сначала завершите текущий сбор';

type CreateGoalInput = z.infer<typeof createGoalRequestSchema>;

/** A streamer's fundraising goals: one active at a time, advanced by completed donations in its currency. */
export function createDonationGoals({ db, now }: { db: Db; now: () => number }) {
  const repo = createDonationsRepo(db);
  return {
    async active(streamerId: number): Promise<FundraisingGoal | null> {
      const row = await repo.activeGoal(streamerId);
      return row ? toGoalView(row) : null;
    },

    async completed(streamerId: number, limit: number, offset: number): Promise<{ items: FundraisingGoal[] }> {
      return { items: (await repo.completedGoals(streamerId, limit, offset)).map(toGoalView) };
    },

    async create(streamerId: number, input: CreateGoalInput): Promise<FundraisingGoal> {
      const target = parseMoneyInput(String(input.target), input.currency);
      if (target === null || target <= 0 || target > GOAL_TARGET_MAX_MINOR) {
        throw new AppError('VALIDATION_FAILED', INVALID_AMOUNT_MESSAGE, {
          issues: [{ path: '/target', message: INVALID_AMOUNT_MESSAGE }],
        });
      }
      const endsAt = input.endsAt ? new Date(input.endsAt) : null;
      if (endsAt && endsAt.getTime() <= now())
        throw new AppError('VALIDATION_FAILED', 'Дата окончания должна быть в будущем');
      try {
        const row = await repo.insertGoal({
          streamerId,
          title: cleanPlainText(input.title).trim(),
          target,
          currency: input.currency,
          endsAt,
          createdAt: new Date(now()),
        });
        return toGoalView(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', ACTIVE_GOAL_EXISTS_MESSAGE);
        throw error;
      }
    },

    async close(streamerId: number, goalId: string): Promise<FundraisingGoal> {
      const row = isUuid(goalId) ? await repo.closeGoal(streamerId, goalId, new Date(now())) : undefined;
      if (!row) throw new AppError('NOT_FOUND', 'Активный сбор не найден');
      return toGoalView(row);
    },
  };
}
