import { wizardEndpoints } from '@lootmarket/domain/endpoints/wizard';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorState } from '#app/components/ui/error-state';
import { Spinner } from '#app/components/ui/spinner';
import { failureMessage } from '#app/lib/api/api-error';
import { api } from '#app/lib/api/browser';

export const meta = () => [
  { title: 'Изменить предложение — Лутмаркет' },
  { name: 'robots', content: 'noindex, nofollow' },
];

/** /{ProfileId}/my-offers/{offerId}/edit: opens a published offer in the wizard's form as a draft of its own. */
export default function OfferEdit() {
  const { profileId = '', offerId = '' } = useParams();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    api
      .call(wizardEndpoints.saveDraft, { body: { offerId, values: {} } })
      .then((draft) => live && navigate(`/${profileId}/my-offers/new?draft=${draft.id}`, { replace: true }))
      .catch((error: unknown) => live && setFailure(failureMessage(error, 'Не удалось открыть предложение')));
    return () => {
      live = false;
    };
  }, [navigate, offerId, profileId]);
  if (failure)
    return (
      <div className="space-y-3">
        <ErrorState className="mt-6" />
        <p className="text-center text-sm text-muted">
          {failure}.{' '}
          <Link to={`/${profileId}/my-offers`} className="text-primary hover:underline">
            К предложениям
          </Link>
        </p>
      </div>
    );
  return (
    <div className="grid min-h-[40dvh] place-items-center" role="status">
      <Spinner size="md" label="Открываем предложение" />
    </div>
  );
}
