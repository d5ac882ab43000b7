import { data, useParams } from 'react-router';
import { ErrorState } from '#app/components/ui/error-state';
import { ProfileBackLink } from '#app/features/profile/profile-back-link';
import { OfferWizard } from '#app/features/seller-wizard/offer-wizard';
import { loadWizard } from '#app/features/seller-wizard/wizard-data.server';
import { loadApi } from '#app/lib/api/load-api.server';
import type { Route } from './+types/offer-wizard';

/** /{ProfileId}/my-offers/new: the offer wizard; `?draft=` names the saved draft the page resumes. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const draftId = new URL(request.url).searchParams.get('draft');
  const wizard = await loadWizard(loadApi(context), draftId && /^[0-9a-f-]{36}$/i.test(draftId) ? draftId : null);
  if (wizard.failed && wizard.status === 404) throw data(null, { status: 404 });
  return wizard;
}

export const handle = { layout: 'wizard' };

export const meta: Route.MetaFunction = ({ data: wizard }) => [
  {
    title: `${wizard && !wizard.failed && wizard.draft?.offerId ? 'Изменить предложение' : 'Новое предложение'} — Лутмаркет`,
  },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function OfferWizardPage({ loaderData }: Route.ComponentProps) {
  const { profileId = '' } = useParams();
  const editing = !loaderData.failed && loaderData.draft?.offerId;
  return (
    <>
      <ProfileBackLink />
      <h1 className="mb-5 text-2xl font-black tracking-tight">
        {editing ? 'Изменить предложение' : 'Новое предложение'}
      </h1>
      {loaderData.failed ? <ErrorState className="mt-6" /> : <OfferWizard profileId={profileId} data={loaderData} />}
    </>
  );
}
