import { apiTokenEndpoints } from '@lootmarket/domain/endpoints/api-tokens';
import { webhookEndpoints } from '@lootmarket/domain/endpoints/webhooks';
import { Link } from 'react-router';
import { ErrorState } from '#app/components/ui/error-state';
import { ApiTokensPanel } from '#app/features/api-tokens/api-tokens-panel';
import { ProfileBackLink } from '#app/features/profile/profile-back-link';
import { WebhooksPanel } from '#app/features/webhooks/webhooks-panel';
import { loadApi } from '#app/lib/api/load-api.server';
import { settle } from '#app/lib/api/outcome';
import type { Route } from './+types/shop-api';

/** /{ProfileId}/shop/api: personal API tokens for the shop's own programs (decision 045) and its webhooks (046). */
export async function loader({ context }: Route.LoaderArgs) {
  const [found, hooks] = await Promise.all([
    settle(loadApi(context).call(apiTokenEndpoints.list)),
    settle(loadApi(context).call(webhookEndpoints.list)),
  ]);
  return {
    tokens: found.ok ? found.data.items : null,
    webhooks: hooks.ok ? hooks.data.items : null,
    origin: context.publicUrl,
    now: Date.now(),
  };
}

export const meta: Route.MetaFunction = () => [
  { title: 'API магазина — Лутмаркет' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function ShopApi({ loaderData }: Route.ComponentProps) {
  const { tokens, webhooks, origin, now } = loaderData;
  return (
    <>
      <ProfileBackLink />
      <h1 className="text-2xl font-black tracking-tight">API</h1>
      <p className="mt-2 mb-5 max-w-2xl text-sm text-muted">
        Токены дают вашим программам доступ к магазину без входа на сайт: загружать ключи, менять цены, выдавать заказы
        и читать переписку. Каждый токен может только то, что вы ему разрешили.{' '}
        <Link to="/developers" className="font-medium text-primary-hover hover:underline">
          Документация API
        </Link>
      </p>
      {tokens ? <ApiTokensPanel initial={tokens} origin={origin} now={now} /> : <ErrorState className="mt-6" />}
      <div className="mt-10">{webhooks ? <WebhooksPanel initial={webhooks} /> : <ErrorState className="mt-6" />}</div>
    </>
  );
}
