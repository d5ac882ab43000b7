import { ChevronLeft } from 'lucide-react';
import { Link, useParams, useRevalidator } from 'react-router';
import { DonationDetails } from '#app/features/donate/donation-details';
import { loadMyDonation } from '#app/features/donate/donate.server';
import { ErrorState } from '#app/components/ui/error-state';
import { loadApi } from '#app/lib/api/load-api.server';
import type { Route } from './+types/donation';

/** /{ProfileId}/donations/{DonationId}: one of my donations. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return loadMyDonation(loadApi(context), params.donationId);
}

export const meta: Route.MetaFunction = () => [{ title: 'Донат — Лутмаркет' }, { name: 'robots', content: 'noindex' }];

export default function ProfileDonation({ loaderData }: Route.ComponentProps) {
  const { profileId = '' } = useParams();
  const revalidator = useRevalidator();
  return (
    <div className="mx-auto max-w-3xl">
      <Link to={`/${profileId}`} className="mb-4 inline-flex items-center gap-1 text-sm text-muted hover:text-text">
        <ChevronLeft aria-hidden="true" className="size-4" />
        Профиль
      </Link>
      {loaderData.kind === 'ok' ? <DonationDetails donation={loaderData.donation} /> : null}
      {loaderData.kind === 'not-found' ? (
        <div className="rounded-2xl border border-border bg-surface p-8 text-center">
          <h1 className="text-xl font-bold">Донат не найден</h1>
          <p className="mt-2 text-muted">Возможно, ссылка устарела или донат сделан с другого аккаунта.</p>
        </div>
      ) : null}
      {loaderData.kind === 'error' ? <ErrorState onRetry={() => void revalidator.revalidate()} /> : null}
    </div>
  );
}
