import { zodResolver } from '@hookform/resolvers/zod';
import {
  feeBasisPointsFor,
  formatMoney,
  splitPlatformFee,
  type WizardDraft,
  type WizardForm,
} from '@lootmarket/domain';
import { wizardEndpoints } from '@lootmarket/domain/endpoints/wizard';
import { ArrowLeft, Check, CloudUpload } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '#app/components/ui/button';
import { useToast } from '#app/components/ui/toast';
import { failureMessage } from '#app/lib/api/api-error';
import { api } from '#app/lib/api/browser';
import { useDraftStep } from './use-draft';
import { WizardFieldInput } from './wizard-field';
import {
  buildWizardSchema,
  convertField,
  currencyOf,
  initialFormValues,
  toFormValues,
  toOfferValues,
  visibleFields,
  type DraftValues,
  type WizardFormValues,
} from './wizard-form-model';

export interface OfferFormProps {
  profileId: string;
  draft: WizardDraft;
  form: WizardForm;
}

const AUTOSAVE_DELAY_MS = 700;
type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/** Step 3: the offer form built from the server's field definitions, saved as a draft while typed, then published. */
export function OfferForm({ profileId, draft, form }: OfferFormProps) {
  const navigate = useNavigate();
  const toast = useToast();
  const { advance } = useDraftStep(draft);
  const schema = useMemo(() => buildWizardSchema(form.fields), [form.fields]);
  const startValues = useMemo(
    () =>
      Object.keys(draft.values).length > 0
        ? { ...initialFormValues(form.fields, form.product.title), ...toFormValues(form.fields, draft.values) }
        : initialFormValues(form.fields, form.product.title),
    [draft.values, form],
  );
  const { control, handleSubmit, formState } = useForm<WizardFormValues, unknown, DraftValues>({
    resolver: zodResolver(schema),
    defaultValues: startValues,
    mode: 'onTouched',
  });
  const values = useWatch({ control }) as WizardFormValues;
  const saveState = useAutosave(draft.id, form, values);

  const currency = currencyOf(values);
  const feeBasisPoints = feeBasisPointsFor({ source: 'order', productType: form.product.productType });
  const shown = visibleFields(form.fields, values);
  const editing = draft.offerId !== null;

  const publish = handleSubmit(async (offer) => {
    try {
      await api.call(wizardEndpoints.saveDraft, { body: { id: draft.id, values: offer } });
      const published = await api.call(wizardEndpoints.publish, { body: { draftId: draft.id } });
      // A new offer sold from keys starts with none: buyers see it only once keys are loaded.
      const awaitingKeys = offer.stockMode === 'keys' && published.created;
      toast.show({ type: 'success', message: publishedMessage(editing, awaitingKeys) });
      await navigate(`/${profileId}/my-offers${awaitingKeys ? '?status=out_of_stock' : ''}`);
    } catch (error) {
      toast.show({ type: 'error', message: failureMessage(error, 'Не удалось опубликовать предложение') });
    }
  });

  return (
    <form
      noValidate
      onSubmit={publish}
      className="space-y-6"
      aria-labelledby="wizard-form-title"
      data-testid="wizard-form"
    >
      {editing ? null : (
        <button
          type="button"
          onClick={() => void advance({ productId: null })}
          className="inline-flex items-center gap-1.5 text-sm text-muted hover:text-text"
        >
          <ArrowLeft aria-hidden className="size-4" /> Другой товар
        </button>
      )}
      <div className="rounded-card border border-border bg-surface-2/60 p-4">
        <p className="text-xs text-subtle">Товар</p>
        <h2 id="wizard-form-title" className="text-lg font-semibold">
          {form.product.title}
        </h2>
        <p className="mt-1 text-sm text-muted">
          {form.autoDelivery
            ? 'Ключи выдаются покупателю автоматически сразу после оплаты.'
            : 'Товар вы передаёте покупателю сами в указанный срок.'}
        </p>
      </div>
      <div className="grid gap-5">
        {shown.map((field) => {
          const parsed = field.type === 'price' || field.type === 'price_piece' ? convertField(field, values) : null;
          const priceNote =
            typeof parsed === 'number' && parsed > 0
              ? { buyer: parsed, net: splitPlatformFee(parsed, feeBasisPoints).payee }
              : null;
          return (
            <WizardFieldInput
              key={field.name}
              field={field}
              control={control}
              currency={currency}
              priceNote={priceNote}
              draftId={draft.id}
              error={formState.errors[field.name]?.message}
            />
          );
        })}
      </div>
      <p className="text-sm text-muted">
        Комиссия площадки в этой категории — {feeBasisPoints / 100}%. Например, с продажи за{' '}
        {formatMoney(100_000, currency)} вы получите{' '}
        {formatMoney(splitPlatformFee(100_000, feeBasisPoints).payee, currency)}.
      </p>
      <div className="sticky bottom-0 -mx-4 flex flex-wrap items-center gap-3 border-t border-border bg-bg/95 px-4 py-3 backdrop-blur tablet:static tablet:mx-0 tablet:border-0 tablet:bg-transparent tablet:px-0">
        <Button type="submit" loading={formState.isSubmitting} icon={<Check />}>
          {editing ? 'Сохранить изменения' : 'Опубликовать'}
        </Button>
        <SaveStatus state={saveState} />
      </div>
    </form>
  );
}

/** Saves what is already right in the form a moment after typing stops, so a reload loses nothing. */
function useAutosave(draftId: string, form: WizardForm, values: WizardFormValues): SaveState {
  const [state, setState] = useState<SaveState>('idle');
  const offer = JSON.stringify(toOfferValues(form.fields, values));
  const [saved, setSaved] = useState(offer);
  useEffect(() => {
    if (offer === saved) return;
    const timer = setTimeout(() => {
      setState('saving');
      api
        .call(wizardEndpoints.saveDraft, { body: { id: draftId, values: JSON.parse(offer) as DraftValues } })
        .then(() => {
          setSaved(offer);
          setState('saved');
        })
        .catch(() => setState('failed'));
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draftId, offer, saved]);
  // Changes not yet on the server read as saving, so «сохранён» always means everything typed is kept.
  return offer !== saved && state !== 'failed' ? 'saving' : state;
}

function SaveStatus({ state }: { state: SaveState }) {
  if (state === 'idle') return null;
  const text = { saving: 'Сохраняем черновик…', saved: 'Черновик сохранён', failed: 'Черновик не сохранился' }[state];
  return (
    <span
      role="status"
      data-testid="wizard-save-state"
      className={state === 'failed' ? 'text-sm text-danger' : 'inline-flex items-center gap-1.5 text-sm text-muted'}
    >
      {state === 'failed' ? null : <CloudUpload aria-hidden className="size-4" />}
      {text}
    </span>
  );
}

/** What the seller is told after publishing: an offer without keys is not visible to buyers yet. */
export function publishedMessage(editing: boolean, awaitingKeys: boolean): string {
  if (editing) return 'Изменения сохранены';
  if (awaitingKeys) return 'Предложение создано. Загрузите ключи — тогда покупатели его увидят';
  return 'Предложение опубликовано — покупатели уже его видят';
}
