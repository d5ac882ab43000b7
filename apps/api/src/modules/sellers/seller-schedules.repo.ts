import type { SellerScheduleRequest } from '@lootmarket/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sellerSchedules } from './seller-schedules.tables';

type Row = typeof sellerSchedules.$inferSelect;

const toSchedule = (row: Row): SellerScheduleRequest => ({
  timeZone: row.timeZone,
  days: row.days,
  vacation: { on: row.vacationOn, until: row.vacationUntil ? row.vacationUntil.toISOString() : null },
});

export function createSellerSchedulesRepo(db: Db) {
  return {
    find: async (sellerId: number): Promise<SellerScheduleRequest | undefined> => {
      const [row] = await db.select().from(sellerSchedules).where(eq(sellerSchedules.sellerId, sellerId));
      return row && toSchedule(row);
    },

    findMany: async (sellerIds: number[]): Promise<Map<number, SellerScheduleRequest>> => {
      if (sellerIds.length === 0) return new Map();
      const rows = await db.select().from(sellerSchedules).where(inArray(sellerSchedules.sellerId, sellerIds));
      return new Map(rows.map((row) => [row.sellerId, toSchedule(row)]));
    },

    save: async (sellerId: number, schedule: SellerScheduleRequest, at: Date): Promise<void> => {
      const values = {
        timeZone: schedule.timeZone,
        days: [...schedule.days].sort((a, b) => a.day - b.day),
        vacationOn: schedule.vacation.on,
        vacationUntil: schedule.vacation.until ? new Date(schedule.vacation.until) : null,
        updatedAt: at,
      };
      await db
        .insert(sellerSchedules)
        .values({ sellerId, ...values })
        .onConflictDoUpdate({ target: sellerSchedules.sellerId, set: values });
    },
  };
}
