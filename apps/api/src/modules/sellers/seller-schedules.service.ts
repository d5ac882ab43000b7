import {
  DEFAULT_SELLER_SCHEDULE,
  scheduleStatusAt,
  type ScheduleNow,
  type SellerSchedule,
  type SellerScheduleRequest,
} from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { sellerTag, type CatalogAnswers } from '../../platform/cache/answer-cache';
import { AppError } from '../../platform/http/app-error';
import { createSellerSchedulesRepo } from './seller-schedules.repo';

export type SellerSchedulesService = ReturnType<typeof createSellerSchedulesService>;

/** Sellers' weekly hours and vacations, and whether each takes manual orders now (decision 024). */
export function createSellerSchedulesService({
  db,
  now = Date.now,
  answers,
}: {
  db: Db;
  now?: () => number;
  answers?: CatalogAnswers;
}) {
  const repo = createSellerSchedulesRepo(db);
  const withNow = (schedule: SellerScheduleRequest): SellerSchedule => ({
    ...schedule,
    now: scheduleStatusAt(schedule, now()),
  });

  return {
    async get(sellerId: number): Promise<SellerSchedule> {
      return withNow((await repo.find(sellerId)) ?? DEFAULT_SELLER_SCHEDULE);
    },

    async save(sellerId: number, schedule: SellerScheduleRequest): Promise<SellerSchedule> {
      if (schedule.vacation.on && schedule.vacation.until !== null && Date.parse(schedule.vacation.until) <= now()) {
        throw new AppError('VALIDATION_FAILED', 'Дата возвращения из отпуска должна быть в будущем');
      }
      await inTransaction(db, async (tx) => {
        await createSellerSchedulesRepo(tx).save(sellerId, schedule, new Date(now()));
        // Product pages show whether the seller is here now.
        await answers?.invalidate([sellerTag(sellerId)], tx);
      });
      return withNow(schedule);
    },

    /** Whether each of these sellers takes manual orders now, by seller id (inside the caller's transaction, if any). */
    async statusOf(sellerIds: number[], tx: Db = db): Promise<Map<number, ScheduleNow>> {
      const schedules = await createSellerSchedulesRepo(tx).findMany(sellerIds);
      return new Map(
        sellerIds.map((id) => [id, scheduleStatusAt(schedules.get(id) ?? DEFAULT_SELLER_SCHEDULE, now())]),
      );
    },
  };
}
