import { data, redirect, useRevalidator } from 'react-router';
import { ErrorState } from '#app/features/error-state/error-state';
import { loadListingPage } from '#app/features/listing/listing-data.server';
import { ListingPage } from '#app/features/listing/listing-page';
import { listingMeta } from '#app/features/listing/listing-seo';
import { NotFoundPage } from '#app/features/not-found/not-found-page';
import type { Route } from './+types/listing';

/** /ru-ru/{slug} and /ru-ru/{slug}/{child…}: an old path answers 301, an unknown one the 404 page. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const result = await loadListingPage(context.apiFetch, params['*'] ?? '', new URL(request.url));
  if (result.kind === 'redirect') throw redirect(result.to, 301);
  if (result.kind === 'not-found') return data({ ...result, publicUrl: context.publicUrl }, { status: 404 });
  // A catalog that cannot answer is temporary: 503 tells crawlers to come back rather than drop the page.
  if (result.kind === 'error') return data({ ...result, publicUrl: context.publicUrl }, { status: 503 });
  return { ...result, publicUrl: context.publicUrl };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData || loaderData.kind === 'not-found') return [{ title: 'Page not found' }, { name: 'robots', content: 'noindex' }];
  if (loaderData.kind === 'error') return [{ title: 'Произошла ошибка' }, { name: 'robots', content: 'noindex' }];
  return listingMeta(loaderData, loaderData.publicUrl);
};

export default function ListingRoute({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  if (loaderData.kind === 'not-found') return <NotFoundPage />;
  if (loaderData.kind === 'error') {
    return (
      <main className="mx-auto w-full max-w-[1280px] px-4 py-10 sm:px-6">
        <ErrorState onRetry={() => void revalidator.revalidate()} />
      </main>
    );
  }
  return <ListingPage data={loaderData} />;
}
