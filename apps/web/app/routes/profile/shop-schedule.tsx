import { sellerScheduleEndpoints } from '@lootmarket/domain/endpoints/seller';
import { Clock } from 'lucide-react';
import { ErrorState } from '#app/components/ui/error-state';
import { ProfileBackLink } from '#app/features/profile/profile-back-link';
import { ScheduleForm } from '#app/features/seller-schedule/schedule-form';
import { scheduleNowText } from '#app/features/seller-schedule/schedule-options';
import { loadApi } from '#app/lib/api/load-api.server';
import { settle } from '#app/lib/api/outcome';
import type { Route } from './+types/shop-schedule';

/** /{ProfileId}/shop/schedule: when the shop takes manual orders, and the vacation switch. */
export async function loader({ context }: Route.LoaderArgs) {
  const found = await settle(loadApi(context).call(sellerScheduleEndpoints.get));
  return { schedule: found.ok ? found.data : null };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Расписание магазина — Лутмаркет' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function ShopSchedule({ loaderData }: Route.ComponentProps) {
  const { schedule } = loaderData;
  return (
    <>
      <ProfileBackLink />
      <h1 className="text-2xl font-black tracking-tight">Расписание</h1>
      {schedule ? (
        <>
          <p
            className={`mt-2 mb-5 inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-medium ${schedule.now.open ? 'bg-success/15 text-success' : 'bg-warning/15 text-warning'}`}
            data-testid="schedule-now"
          >
            <Clock aria-hidden className="size-4" />
            {scheduleNowText(schedule.now, schedule.timeZone)}
          </p>
          <ScheduleForm key={JSON.stringify(schedule)} schedule={schedule} />
        </>
      ) : (
        <ErrorState className="mt-6" />
      )}
    </>
  );
}
