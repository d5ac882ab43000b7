import { useRevalidator } from 'react-router';
import { ErrorState } from '#app/features/error-state/error-state';
import { DonationsTeaser } from '#app/features/home/donations-teaser';
import { HomeHero, TrustStrip } from '#app/features/home/home-hero';
import { ListingCard } from '#app/features/home/listing-card';
import { loadMainTopMenu } from '#app/features/home/listings.server';
import { useT } from '#app/lib/translations';
import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  return { listings: await loadMainTopMenu(context.apiFetch) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const revalidator = useRevalidator();
  const { listings } = loaderData;
  return (
    <main className="mx-auto flex w-full max-w-[1280px] flex-col gap-8 px-4 py-6 sm:px-6 sm:py-8 lg:gap-10">
      <HomeHero />
      <TrustStrip />
      <section aria-labelledby="popular-title">
        <h2 id="popular-title" className="mb-4 text-xl font-bold sm:text-2xl">{t('home.popularTitle')}</h2>
        {listings === null ? (
          <ErrorState onRetry={() => void revalidator.revalidate()} />
        ) : listings.length === 0 ? (
          <p className="text-muted">{t('home.popularEmpty')}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-6">
            {listings.map((listing) => (
              <li key={listing.id}>
                <ListingCard listing={listing} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <DonationsTeaser />
    </main>
  );
}
