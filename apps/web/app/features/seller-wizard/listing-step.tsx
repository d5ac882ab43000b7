import type { WizardDraft, WizardListing } from '@lootmarket/domain';
import { wizardEndpoints } from '@lootmarket/domain/endpoints/wizard';
import { Gamepad2, History, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { TextInput } from '#app/components/ui/text-input';
import { api } from '#app/lib/api/browser';
import { imageUrl } from '#app/lib/images';
import { useDraftStep } from './use-draft';

export interface ListingStepProps {
  popular: WizardListing[];
  /** The newest unfinished draft, offered to continue. */
  resumable: WizardDraft | null;
}

const SEARCH_DELAY_MS = 250;

/** Step 1: where the offer sells — a popular game or service, or one found by name. */
export function ListingStep({ popular, resumable }: ListingStepProps) {
  const { advance, pending } = useDraftStep(null);
  const [text, setText] = useState('');
  const [found, setFound] = useState<WizardListing[] | null>(null);

  useEffect(() => {
    const query = text.trim();
    if (!query) {
      setFound(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api
        .call(wizardEndpoints.popular, { query: { text: query, limit: 24 }, signal: controller.signal })
        .then((answer) => setFound(answer.items))
        .catch(() => undefined);
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);

  const items = found ?? popular;
  return (
    <section aria-labelledby="wizard-listing-title" className="space-y-4">
      {resumable ? (
        <Link
          to={`?draft=${resumable.id}`}
          className="flex items-center gap-3 rounded-card border border-primary/40 bg-primary-soft p-4 text-sm transition hover:border-primary"
        >
          <History aria-hidden className="size-5 shrink-0 text-primary" />
          <span>
            <b>Продолжить черновик</b>
            {resumable.values.title ? ` «${resumable.values.title}»` : ''}
            <span className="block text-muted">Сохранён автоматически — продолжите с того же места</span>
          </span>
        </Link>
      ) : null}
      <h2 id="wizard-listing-title" className="text-lg font-semibold">
        Где продаёте?
      </h2>
      <TextInput
        label="Игра или сервис"
        name="listing-search"
        type="search"
        placeholder="Например, Steam или Genshin Impact"
        prefix={<Search aria-hidden className="size-4" />}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <p className="text-sm text-muted">{found ? `Найдено: ${found.length}` : 'Популярное у покупателей'}</p>
      {items.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 tablet:grid-cols-3 desktop:grid-cols-4">
          {items.map((listing) => (
            <li key={listing.id}>
              <button
                type="button"
                disabled={pending}
                onClick={() => void advance({ listingId: listing.id, productType: null, productId: null })}
                className="flex h-full w-full items-center gap-3 rounded-card border border-border bg-surface p-3 text-left transition hover:border-primary/60 disabled:opacity-60"
              >
                {listing.image ? (
                  <img
                    src={imageUrl(listing.image, 96)}
                    alt=""
                    width={40}
                    height={40}
                    className="size-10 shrink-0 rounded-lg object-cover"
                  />
                ) : (
                  <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-surface-2 text-muted">
                    <Gamepad2 aria-hidden className="size-5" />
                  </span>
                )}
                <span className="min-w-0">
                  <span className="line-clamp-2 text-sm font-semibold">{listing.title}</span>
                  <span className="text-xs text-muted">{listing.kind === 'game' ? 'Игра' : 'Сервис'}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-card border border-dashed border-border p-6 text-center text-muted">
          Ничего не нашлось. Проверьте название или выберите из популярного.
        </p>
      )}
    </section>
  );
}
