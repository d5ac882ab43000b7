import type { WizardDraft } from '@lootmarket/domain';
import { wizardEndpoints } from '@lootmarket/domain/endpoints/wizard';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { ErrorState } from '#app/components/ui/error-state';
import { Spinner } from '#app/components/ui/spinner';
import { api } from '#app/lib/api/browser';
import { ListingStep } from './listing-step';
import { OfferForm } from './offer-form';
import { ProductStep } from './product-step';
import { useWizardRead, type WizardRead } from './use-wizard-read';
import type { WizardData } from './wizard-data.server';

const STEPS = ['Игра или сервис', 'Товар', 'Предложение'] as const;

/** The offer wizard (layout `wizard`): where, what, then the offer form; each step resumes from the saved draft. */
export function OfferWizard({ profileId, data }: { profileId: string; data: WizardData }) {
  const { draft } = data;
  const current = !draft?.listingId ? 0 : !draft.productId ? 1 : 2;
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
      {!draft?.listingId ? (
        <ListingStep popular={data.popular} resumable={data.resumable} />
      ) : !draft.productId ? (
        <ProductStepLoader draft={draft} />
      ) : (
        <FormStepLoader profileId={profileId} draft={draft} productId={draft.productId} />
      )}
    </div>
  );
}

function ProductStepLoader({ draft }: { draft: WizardDraft }) {
  const listingId = draft.listingId!;
  const read = useWizardRead(`${listingId}:${draft.productType ?? ''}`, (signal) =>
    api.call(wizardEndpoints.params, {
      body: { listingId, ...(draft.productType ? { productType: draft.productType } : {}) },
      signal,
    }),
  );
  return <Loaded read={read}>{(params) => <ProductStep draft={draft} params={params} />}</Loaded>;
}

function FormStepLoader({ profileId, draft, productId }: { profileId: string; draft: WizardDraft; productId: string }) {
  const read = useWizardRead(productId, (signal) => api.call(wizardEndpoints.form, { body: { productId }, signal }));
  return (
    <Loaded read={read}>
      {(form) => <OfferForm key={draft.id + productId} profileId={profileId} draft={draft} form={form} />}
    </Loaded>
  );
}

function Loaded<T>({ read, children }: { read: WizardRead<T>; children: (data: T) => ReactNode }) {
  if (read.state === 'ready') return children(read.data);
  if (read.state === 'failed') return <ErrorState className="mt-6" />;
  return (
    <div className="grid min-h-40 place-items-center" role="status">
      <Spinner size="md" label="Загружаем" />
    </div>
  );
}
