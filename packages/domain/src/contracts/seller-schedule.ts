import { z } from 'zod';

const TIME_OF_DAY = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const timeOfDaySchema = z.string().regex(TIME_OF_DAY, { error: 'Время в формате ЧЧ:ММ' });

/**
 * One weekday's hours in the seller's time zone (1 Monday … 7 Sunday). `to` earlier than `from` runs past
 * midnight into the next day; `00:00`–`24:00` is the whole day.
 */
const scheduleDaySchema = z.object({
  day: z.number().int().min(1).max(7),
  open: z.boolean(),
  from: timeOfDaySchema,
  to: timeOfDaySchema,
});
export type ScheduleDay = z.infer<typeof scheduleDaySchema>;

const timeZoneSchema = z
  .string()
  .min(1)
  .max(64)
  .refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat('ru-RU', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    },
    { error: 'Неизвестный часовой пояс' },
  );

/** `PUT seller/schedule`: the whole week and the vacation switch. */
export const sellerScheduleRequestSchema = z.object({
  timeZone: timeZoneSchema,
  days: z
    .array(scheduleDaySchema)
    .length(7)
    .refine((days) => new Set(days.map((day) => day.day)).size === 7, {
      error: 'Каждый день недели указывается один раз',
    }),
  vacation: z.object({
    on: z.boolean(),
    /** When the vacation ends by itself; null keeps it on until switched off. */
    until: z.iso.datetime().nullable(),
  }),
});
export type SellerScheduleRequest = z.infer<typeof sellerScheduleRequestSchema>;

/** Whether manual offers are taken now, and if not, when the seller is back. */
const scheduleNowSchema = z.object({
  open: z.boolean(),
  /** ISO time the seller is back (the acceptance hour starts then); null when open or away with no end. */
  backAt: z.iso.datetime().nullable(),
});
export type ScheduleNow = z.infer<typeof scheduleNowSchema>;

/** `GET seller/schedule`: the settings (a seller who never set them is open around the clock) and where they stand now. */
export const sellerScheduleResponseSchema = sellerScheduleRequestSchema.extend({ now: scheduleNowSchema });
export type SellerSchedule = z.infer<typeof sellerScheduleResponseSchema>;
export { scheduleNowSchema };
