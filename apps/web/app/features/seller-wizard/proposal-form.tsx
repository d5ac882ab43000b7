import { zodResolver } from '@hookform/resolvers/zod';
import {
  PRODUCT_TYPE_TITLES,
  PRODUCT_TYPES,
  productProposalRequestSchema,
  type ProductType,
  type WizardOption,
} from '@lootmarket/domain';
import { wizardEndpoints } from '@lootmarket/domain/endpoints/wizard';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '#app/components/ui/button';
import { TextArea, TextInput } from '#app/components/ui/text-input';
import { fieldIssues, failureMessage } from '#app/lib/api/api-error';
import { api } from '#app/lib/api/browser';

type ProposalInput = z.input<typeof productProposalRequestSchema>;
type Proposal = z.output<typeof productProposalRequestSchema>;

export interface ProposalFormProps {
  listingId: string;
  productTypes: WizardOption[];
  productType: ProductType | null;
  onCancel: () => void;
}

/** A product the catalog lacks, asked for from the wizard; an admin approves or rejects it. */
export function ProposalForm({ listingId, productTypes, productType, onCancel }: ProposalFormProps) {
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const types: WizardOption[] =
    productTypes.length > 0
      ? productTypes
      : PRODUCT_TYPES.map((type) => ({ value: type, label: PRODUCT_TYPE_TITLES[type] }));
  const { register, handleSubmit, formState, setError } = useForm<ProposalInput, unknown, Proposal>({
    resolver: zodResolver(productProposalRequestSchema),
    defaultValues: {
      listingId,
      title: '',
      productType: productType ?? (types[0]?.value as ProductType),
      description: '',
      buyerInputKinds: [],
    },
  });

  const submit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      const proposal = await api.call(wizardEndpoints.propose, { body });
      setSent(proposal.title);
    } catch (error) {
      const issues = fieldIssues(error);
      for (const [name, message] of Object.entries(issues))
        if (name === 'title' || name === 'description') setError(name, { message });
      setFailure(failureMessage(error, 'Не удалось отправить предложение'));
    }
  });

  if (sent) {
    return (
      <p role="status" className="flex items-start gap-2 text-sm">
        <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
        <span>Товар «{sent}» отправлен на проверку. Когда администратор его одобрит, он появится в этом списке.</span>
      </p>
    );
  }
  return (
    <form noValidate onSubmit={submit} className="space-y-3" aria-label="Предложить товар">
      <p className="text-sm font-semibold">Предложить товар</p>
      <TextInput
        label="Название товара"
        required
        counter={120}
        error={formState.errors.title?.message}
        {...register('title')}
      />
      <div>
        <label htmlFor="proposal-type" className="mb-1.5 block text-sm font-medium">
          Тип товара
        </label>
        <select
          id="proposal-type"
          {...register('productType')}
          className="h-11 w-full rounded-xl border border-border bg-surface-2 px-3 text-sm outline-none focus:border-primary"
        >
          {types.map((type) => (
            <option key={type.value} value={type.value}>
              {type.label}
            </option>
          ))}
        </select>
      </div>
      <TextArea
        label="Что это за товар"
        rows={3}
        counter={2000}
        error={formState.errors.description?.message}
        {...register('description')}
      />
      {failure ? (
        <p role="alert" className="text-sm text-danger">
          {failure}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={formState.isSubmitting}>
          Отправить на проверку
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Отмена
        </Button>
      </div>
    </form>
  );
}
