import { DonateSuccess } from '#app/features/donate/donate-success';
import { loadDonatePage } from '#app/features/donate/donate.server';
import { loadApi } from '#app/lib/api/load-api.server';
import type { Route } from './+types/donate-success';

/** /{username}/donate/success: the donation's outcome, read from the donation the browser stored. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const result = await loadDonatePage(loadApi(context), params.username);
  return { page: result.kind === 'ok' ? result.page : null };
}

export const meta: Route.MetaFunction = () => [{ title: 'Донат — Лутмаркет' }, { name: 'robots', content: 'noindex' }];

export default function DonateSuccessRoute({ loaderData, params }: Route.ComponentProps) {
  return <DonateSuccess username={params.username} page={loaderData.page} />;
}
