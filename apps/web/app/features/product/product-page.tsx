import { isAutoDelivery, topUpWallet, type Product, type ProductInput } from '@lootmarket/domain';
import { useState } from 'react';
import { BuyBox } from './buy-box';
import { FamilyPanel } from './family-panel';
import { AddOnsSection, BaseGameNotice } from './game-add-ons';
import { OfferList } from './offer-list';
import { Breadcrumbs, ProductHero } from './product-hero';

/** One page skeleton for every product type; the family panel and the buy box vary with the layout. */
export function ProductPage({
  product,
  inputs,
  accountEmail = null,
}: {
  product: Product;
  inputs: ProductInput[];
  /** The signed-in buyer's e-mail, offered for the goods. */
  accountEmail?: string | null;
}) {
  const [selectedId, setSelectedId] = useState(() => product.offers.find((offer) => offer.inStock)?.id ?? null);
  const offer = product.offers.find((candidate) => candidate.id === selectedId);
  return (
    <main
      className="mx-auto w-full max-w-[1280px] px-4 pt-4 pb-28 sm:px-6 sm:pt-6 desktop:pb-12"
      data-layout={product.layout}
    >
      <Breadcrumbs product={product} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 desktop:grid-cols-[minmax(0,1fr)_380px] desktop:gap-8">
        <div className="flex min-w-0 flex-col gap-6">
          <ProductHero product={product} offer={offer} />
          <BaseGameNotice product={product} />
          <FamilyPanel product={product} />
          <OfferList
            offers={product.offers}
            wallet={topUpWallet(product)}
            manual={!isAutoDelivery(product)}
            selectedId={selectedId}
            onSelect={setSelectedId}
          />
        </div>
        <aside className="desktop:row-span-2 desktop:col-start-2 desktop:row-start-1">
          <div className="desktop:sticky desktop:top-24">
            {/* A new offer can change the quantity limits: the form starts over for it. */}
            <BuyBox key={product.id} product={product} inputs={inputs} offer={offer} accountEmail={accountEmail} />
          </div>
        </aside>
        <section
          aria-labelledby="description-title"
          className="min-w-0 rounded-2xl border border-border bg-surface p-4 sm:p-5"
        >
          <h2 id="description-title" className="mb-2 text-lg font-bold">
            Описание
          </h2>
          <p className="text-sm leading-relaxed text-muted sm:text-[15px]">{product.description}</p>
        </section>
        <AddOnsSection product={product} />
      </div>
    </main>
  );
}
