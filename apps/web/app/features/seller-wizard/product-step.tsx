import type { ProductType, WizardDraft, WizardOption } from '@lootmarket/domain';
import clsx from 'clsx';
import { ArrowLeft, PackagePlus } from 'lucide-react';
import { useState } from 'react';
import { TextInput } from '#app/components/ui/text-input';
import { ProposalForm } from './proposal-form';
import { useDraftStep } from './use-draft';

export interface ProductStepProps {
  draft: WizardDraft;
  params: { listingId: string; productTypes: WizardOption[]; products: WizardOption[] };
}

const CHIP = 'inline-flex min-h-10 items-center rounded-xl border px-3.5 text-sm font-medium transition-colors';

/** Step 2: the product type, then the product itself; a product the catalog lacks is proposed to the admins. */
export function ProductStep({ draft, params }: ProductStepProps) {
  const { advance, pending } = useDraftStep(draft);
  const [filter, setFilter] = useState('');
  const [proposing, setProposing] = useState(false);
  const needle = filter.trim().toLocaleLowerCase('ru');
  const products = needle
    ? params.products.filter((product) => product.label.toLocaleLowerCase('ru').includes(needle))
    : params.products;

  return (
    <section aria-labelledby="wizard-product-title" className="space-y-5">
      <button
        type="button"
        onClick={() => void advance({ listingId: null, productType: null, productId: null })}
        className="inline-flex items-center gap-1.5 text-sm text-muted hover:text-text"
      >
        <ArrowLeft aria-hidden className="size-4" /> Другая игра или сервис
      </button>
      <h2 id="wizard-product-title" className="text-lg font-semibold">
        Что продаёте?
      </h2>
      <fieldset>
        <legend className="mb-2 text-sm font-medium">Тип товара</legend>
        <div className="flex flex-wrap gap-2">
          {params.productTypes.map((type) => (
            <button
              key={type.value}
              type="button"
              aria-pressed={draft.productType === type.value}
              disabled={pending}
              onClick={() => void advance({ productType: type.value as ProductType, productId: null })}
              className={clsx(
                CHIP,
                draft.productType === type.value
                  ? 'border-primary bg-primary-soft text-text'
                  : 'border-border bg-surface-2 text-muted hover:text-text',
              )}
            >
              {type.label}
            </button>
          ))}
        </div>
      </fieldset>
      {draft.productType ? (
        <div className="space-y-3">
          {params.products.length > 6 ? (
            <TextInput
              label="Товар"
              name="product-filter"
              type="search"
              placeholder="Название товара"
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
            />
          ) : (
            <p className="text-sm font-medium">Товар</p>
          )}
          <ul className="grid gap-2 tablet:grid-cols-2">
            {products.map((product) => (
              <li key={product.value}>
                <button
                  type="button"
                  disabled={pending}
                  onClick={() => void advance({ productId: product.value })}
                  className="w-full rounded-card border border-border bg-surface p-3.5 text-left text-sm font-semibold transition hover:border-primary/60 disabled:opacity-60"
                >
                  {product.label}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-sm text-muted">Выберите тип — покажем товары этого типа.</p>
      )}
      <div className="rounded-card border border-dashed border-border p-4">
        {proposing ? (
          <ProposalForm
            listingId={params.listingId}
            productTypes={params.productTypes}
            productType={draft.productType}
            onCancel={() => setProposing(false)}
          />
        ) : (
          <button
            type="button"
            onClick={() => setProposing(true)}
            className="inline-flex items-center gap-2 text-sm font-medium text-primary hover:underline"
          >
            <PackagePlus aria-hidden className="size-4" /> Нет нужного товара? Предложите его
          </button>
        )}
      </div>
    </section>
  );
}
