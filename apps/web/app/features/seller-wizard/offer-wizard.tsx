import clsx from 'clsx';
import { ListingStep } from './listing-step';
import { OfferForm } from './offer-form';
import { ProductStep } from './product-step';
import type { WizardData } from './wizard-data.server';

const STEPS = ['Игра или сервис', 'Товар', 'Предложение'] as const;

/** The offer wizard (layout `wizard`): where, what, then the offer form; each step resumes from the saved draft. */
export function OfferWizard({ profileId, data }: { profileId: string; data: WizardData }) {
  const { draft, params, form } = data;
  const current = !draft?.listingId ? 0 : !draft.productId || !form ? 1 : 2;
  return (
    <div data-layout="wizard" className="mx-auto max-w-3xl">
      <ol className="mb-6 grid grid-cols-3 gap-2" aria-label="Шаги">
        {STEPS.map((title, index) => (
          <li
            key={title}
            aria-current={index === current ? 'step' : undefined}
            className={clsx(
              'border-t-4 pt-2 text-xs font-medium tablet:text-sm',
              index < current && 'border-primary/50 text-muted',
              index === current && 'border-primary text-text',
              index > current && 'border-border text-subtle',
            )}
          >
            <span className="tabular-nums">{index + 1}.</span> {title}
          </li>
        ))}
      </ol>
      {current === 0 || !draft ? (
        <ListingStep popular={data.popular} resumable={data.resumable} />
      ) : current === 1 || !form ? (
        params ? (
          <ProductStep draft={draft} params={params} />
        ) : null
      ) : (
        <OfferForm
          key={draft.id + draft.productId}
          profileId={profileId}
          draft={draft}
          form={form}
          missing={data.missing}
        />
      )}
    </div>
  );
}
