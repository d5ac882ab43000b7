import { zodResolver } from '@hookform/resolvers/zod';
import { sellerScheduleRequestSchema, type SellerSchedule, type SellerScheduleRequest } from '@lootmarket/domain';
import { sellerScheduleEndpoints } from '@lootmarket/domain/endpoints/seller';
import { Palmtree } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useRevalidator } from 'react-router';
import { Button } from '#app/components/ui/button';
import { useToast } from '#app/components/ui/toast';
import { failureMessage } from '#app/lib/api/api-error';
import { api } from '#app/lib/api/browser';
import { fromLocalInput, timeOptions, timeZoneOptions, toLocalInput, WEEKDAY_NAMES } from './schedule-options';

const SELECT =
  'h-11 rounded-xl border border-border bg-surface-2 px-3 text-sm outline-none focus-visible:border-primary disabled:opacity-50';

function requestOf(schedule: SellerSchedule): SellerScheduleRequest {
  const { timeZone, days, vacation } = schedule;
  return { timeZone, days: [...days].sort((a, b) => a.day - b.day), vacation };
}

/** Weekly hours, time zone and vacation of the shop (`PUT seller/schedule`). */
export function ScheduleForm({ schedule }: { schedule: SellerSchedule }) {
  const toast = useToast();
  const { revalidate } = useRevalidator();
  const form = useForm<SellerScheduleRequest>({
    resolver: zodResolver(sellerScheduleRequestSchema),
    defaultValues: requestOf(schedule),
  });
  const { register, handleSubmit, watch, setValue, formState } = form;
  const days = watch('days');
  const vacationOn = watch('vacation.on');
  const until = watch('vacation.until');

  const save = handleSubmit(async (values) => {
    try {
      const saved = await api.call(sellerScheduleEndpoints.put, { body: values });
      form.reset(requestOf(saved));
      await revalidate();
      toast.show({ type: 'success', message: 'Расписание сохранено' });
    } catch (error) {
      toast.show({ type: 'error', message: failureMessage(error, 'Не удалось сохранить расписание') });
    }
  });

  return (
    <form noValidate onSubmit={save} className="space-y-5" data-testid="schedule-form">
      <section className="rounded-card border border-border bg-surface p-5">
        <label className="flex flex-col gap-1.5 text-sm font-medium">
          Часовой пояс
          <select {...register('timeZone')} className={SELECT}>
            {timeZoneOptions(schedule.timeZone).map((option) => (
              <option key={option.zone} value={option.zone}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        {formState.errors.timeZone ? (
          <p className="mt-1.5 text-sm text-danger">{formState.errors.timeZone.message}</p>
        ) : null}
      </section>

      <section aria-labelledby="week-title" className="rounded-card border border-border bg-surface p-5">
        <h2 id="week-title" className="font-bold">
          Часы работы
        </h2>
        <p className="mt-1 text-sm text-muted">
          В нерабочее время товары с ручной выдачей показывают, когда вы вернётесь. Автовыдача продаёт круглосуточно.
        </p>
        <ul className="mt-4 divide-y divide-border">
          {days.map((day, index) => (
            <li key={day.day} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
              <label className="flex w-40 cursor-pointer items-center gap-3 text-sm font-medium">
                <input type="checkbox" {...register(`days.${index}.open`)} className="size-5 accent-primary" />
                {WEEKDAY_NAMES[day.day - 1]}
              </label>
              {day.open ? (
                <div className="flex items-center gap-2 text-sm">
                  <select
                    aria-label={`${WEEKDAY_NAMES[day.day - 1]}: с`}
                    {...register(`days.${index}.from`)}
                    className={SELECT}
                  >
                    {timeOptions(day.from).map((time) => (
                      <option key={time}>{time}</option>
                    ))}
                  </select>
                  <span className="text-muted">—</span>
                  <select
                    aria-label={`${WEEKDAY_NAMES[day.day - 1]}: до`}
                    {...register(`days.${index}.to`)}
                    className={SELECT}
                  >
                    {timeOptions(day.to).map((time) => (
                      <option key={time}>{time}</option>
                    ))}
                  </select>
                </div>
              ) : (
                <span className="text-sm text-subtle">Выходной</span>
              )}
            </li>
          ))}
        </ul>
        {(formState.errors.days?.root?.message ?? formState.errors.days?.message) ? (
          <p className="mt-2 text-sm text-danger">
            {formState.errors.days?.root?.message ?? formState.errors.days?.message}
          </p>
        ) : null}
      </section>

      <section aria-labelledby="vacation-title" className="rounded-card border border-border bg-surface p-5">
        <label className="flex cursor-pointer items-start gap-3">
          <input type="checkbox" {...register('vacation.on')} className="mt-1 size-5 accent-primary" />
          <span>
            <span id="vacation-title" className="flex items-center gap-2 font-bold">
              <Palmtree aria-hidden className="size-4 text-primary" /> Отпуск
            </span>
            <span className="mt-1 block text-sm text-muted">
              Товары с ручной выдачей не продаются, пока вы в отпуске. Ключи из стока продаются как обычно.
            </span>
          </span>
        </label>
        {vacationOn ? (
          <label className="mt-4 flex max-w-xs flex-col gap-1.5 text-sm font-medium">
            Вернусь
            <input
              type="datetime-local"
              value={toLocalInput(until)}
              onChange={(event) =>
                setValue('vacation.until', fromLocalInput(event.target.value), { shouldDirty: true })
              }
              className={SELECT}
            />
            <span className="text-xs font-normal text-subtle">Пусто — до тех пор, пока не выключите отпуск сами</span>
          </label>
        ) : null}
      </section>

      <Button type="submit" loading={formState.isSubmitting} disabled={!formState.isDirty}>
        Сохранить
      </Button>
    </form>
  );
}
