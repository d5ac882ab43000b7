import { data, useRevalidator, useRouteLoaderData } from 'react-router';
import { DonatePage } from '#app/features/donate/donate-page';
import { loadDonatePage } from '#app/features/donate/donate.server';
import { DonateNotFound, DonatePageHidden } from '#app/features/donate/donate-unavailable';
import { ErrorState } from '#app/components/ui/error-state';
import { absoluteUrl, pageMeta } from '#app/lib/seo';
import type { loader as rootLoader } from '#app/root';
import { loadApi } from '#app/lib/api/load-api.server';
import type { Route } from './+types/donate';

/** /{username}/donate: a streamer's public donation page. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const result = await loadDonatePage(loadApi(context), params.username);
  const page = { ...result, publicUrl: context.publicUrl };
  if (result.kind === 'not-found') return data(page, { status: 404 });
  if (result.kind === 'error') return data(page, { status: 503 });
  return page;
}

export const meta: Route.MetaFunction = ({ loaderData, params }) => {
  if (loaderData?.kind !== 'ok') return [{ title: 'Донат — Лутмаркет' }, { name: 'robots', content: 'noindex' }];
  const { streamer } = loaderData.page;
  return pageMeta({
    title: `${streamer.name} — донат стримеру`,
    description: `Отправьте донат стримеру ${streamer.name}: сообщение появится прямо на трансляции.`,
    canonicalUrl: absoluteUrl(loaderData.publicUrl, `/${params.username.toLowerCase()}/donate`),
    image: streamer.avatar ? absoluteUrl(loaderData.publicUrl, streamer.avatar) : null,
  });
};

export default function DonateRoute({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const user = useRouteLoaderData<typeof rootLoader>('root')?.user ?? null;
  if (loaderData.kind === 'ok' && loaderData.page.hidden) return <DonatePageHidden />;
  if (loaderData.kind === 'ok')
    return <DonatePage page={loaderData.page} online={loaderData.online} user={user} media={loaderData.media} />;
  if (loaderData.kind === 'not-found') return <DonateNotFound />;
  return (
    <main className="mx-auto max-w-xl px-4 py-16" data-layout="donate">
      <ErrorState onRetry={() => void revalidator.revalidate()} />
    </main>
  );
}
