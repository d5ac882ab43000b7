import { formatMoneyValue, type DonationView } from '@lootmarket/domain';
import { ChevronRight, HeartHandshake } from 'lucide-react';
import { Link } from 'react-router';
import { LocalTime } from '#app/components/local-time';
import { DonationStatusBadge } from './donation-details';

export const MY_DONATIONS_PAGE_SIZE = 20;

const DATE_FORMAT = { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' } as const;

/** The donor's donations, newest first: each card opens the donation. */
export function MyDonationList({ donations, profileId }: { donations: DonationView[]; profileId: string }) {
  return (
    <ul className="flex flex-col gap-2.5" aria-label="Донаты">
      {donations.map((donation) => (
        <DonationCard key={donation.id} donation={donation} profileId={profileId} />
      ))}
    </ul>
  );
}

function DonationCard({ donation, profileId }: { donation: DonationView; profileId: string }) {
  const amount = formatMoneyValue(donation.amount);
  return (
    <li className="group relative flex items-center gap-3 rounded-2xl border border-border bg-surface p-3 transition-colors hover:border-subtle sm:gap-4 sm:p-4">
      <span className="grid size-11 shrink-0 place-items-center self-start rounded-xl bg-primary-soft text-primary sm:self-center">
        <HeartHandshake aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <Link
          to={`/${profileId}/donations/${donation.id}`}
          className="font-semibold after:absolute after:inset-0 after:rounded-2xl group-hover:text-primary"
        >
          {donation.streamer.name}
        </Link>
        <p className="mt-0.5 text-xs text-muted">
          <LocalTime iso={donation.createdAt} format={DATE_FORMAT} /> · от имени «{donation.donorName}»
        </p>
        {donation.message ? <p className="mt-1 line-clamp-2 text-sm text-muted">{donation.message}</p> : null}
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <DonationStatusBadge status={donation.status} className="px-2.5 py-0.5 text-xs" />
          <span className="ml-auto font-bold tabular-nums sm:hidden">{amount}</span>
        </div>
      </div>
      <div className="hidden shrink-0 items-center gap-1 sm:flex">
        <p className="text-right text-lg font-bold tabular-nums">{amount}</p>
        <ChevronRight aria-hidden="true" className="size-5 text-subtle" />
      </div>
    </li>
  );
}

export function MyDonationsEmpty() {
  return (
    <div
      className="flex flex-col items-center gap-3 rounded-2xl border border-border bg-surface px-6 py-14 text-center"
      data-testid="donations-empty"
    >
      <span className="grid size-14 place-items-center rounded-2xl bg-primary-soft text-primary">
        <HeartHandshake aria-hidden="true" className="size-7" />
      </span>
      <p className="text-lg font-semibold">Здесь появятся ваши донаты</p>
      <p className="max-w-md text-sm text-muted">
        Донаты, которые вы отправите стримерам, будут собраны на этой странице вместе с их статусом.
      </p>
    </div>
  );
}
