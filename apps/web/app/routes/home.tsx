import { data, useRevalidator } from 'react-router';
import { CATALOG_PAGE_CACHE_SECONDS, isSpringSaleOn, keptPageHeaders, PRODUCT_LISTS_TAG } from '@lootmarket/domain';
import { ErrorState } from '#app/components/ui/error-state';
import { BloggersSection } from '#app/features/home/bloggers-section';
import { loadHomeData } from '#app/features/home/home-data.server';
import { HomeHero } from '#app/features/home/home-hero';
import { ListingCard } from '#app/features/home/listing-card';
import { MainTopMenu } from '#app/features/home/main-top-menu';
import { OfferShelves } from '#app/features/home/offer-shelves';
import { PopularCategories } from '#app/features/home/popular-categories';
import { PromoBanner } from '#app/features/home/promo-banner';
import { SectionHeading } from '#app/features/home/section-heading';
import { ServicesSection } from '#app/features/home/services-section';
import { homeMeta } from '#app/features/home/home-meta';
import { SpringSaleArt } from '#app/features/promo/spring-sale-art';
import { STEAM_TOP_UP_PATH, TELEGRAM_CHANNEL_URL } from '#app/features/promo/spring-sale';
import { useT } from '#app/lib/translations';
import { loadApi } from '#app/lib/api/load-api.server';
import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  const home = await loadHomeData(loadApi(context));
  // The same page for every anonymous visitor, kept until what it lists changes; never a page with a section
  // that could not be loaded.
  const complete =
    Object.values(home).every((section) => section !== null) &&
    (home.offers?.first !== null || home.offers.tabs.length === 0);
  const headers = complete ? keptPageHeaders(CATALOG_PAGE_CACHE_SECONDS, [PRODUCT_LISTS_TAG]) : undefined;
  // The banner belongs to the sale's days only; the utm_campaign modal is separate and stays.
  const springSale = isSpringSaleOn(new Date());
  return data({ ...home, springSale, publicUrl: context.publicUrl }, headers ? { headers } : undefined);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ data }) => homeMeta(data?.publicUrl ?? '');

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const revalidator = useRevalidator();
  const retry = () => void revalidator.revalidate();
  const { menu, offers, categories, services, bloggers, springSale } = loaderData;
  return (
    <main className="mx-auto flex w-full max-w-[1280px] flex-col gap-8 px-4 py-4 sm:px-6 sm:py-6 lg:gap-12">
      {menu && menu.length > 0 ? <MainTopMenu items={menu} /> : null}
      <div
        className={
          springSale ? 'grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.04fr)] lg:gap-5' : 'grid gap-4 lg:gap-5'
        }
      >
        <HomeHero steamTopUpPath={STEAM_TOP_UP_PATH} />
        {springSale ? (
          <PromoBanner
            href={STEAM_TOP_UP_PATH}
            channelUrl={TELEGRAM_CHANNEL_URL}
            art={
              <>
                <SpringSaleArt variant="desktop" />
                <SpringSaleArt variant="tablet" />
                <SpringSaleArt variant="mobile" />
              </>
            }
          />
        ) : null}
      </div>
      {offers ? <OfferShelves offers={offers} /> : <ErrorState onRetry={retry} />}
      <section aria-labelledby="popular-title" data-testid="home-popular" className="render-when-near">
        <SectionHeading id="popular-title" title={t('home.popularTitle')} />
        {menu === null ? (
          <ErrorState onRetry={retry} />
        ) : menu.length === 0 ? (
          <p className="text-muted">{t('home.popularEmpty')}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-6">
            {menu.map((listing, index) => (
              // Phones get the first six; the menu bar above lists every game.
              <li key={listing.id} className={index >= 6 ? 'max-sm:hidden' : undefined}>
                <ListingCard listing={listing} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {categories ? <PopularCategories tab={categories} /> : null}
      {services ? <ServicesSection items={services} /> : null}
      {bloggers ? <BloggersSection items={bloggers} /> : null}
    </main>
  );
}
