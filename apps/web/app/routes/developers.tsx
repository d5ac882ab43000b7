import { API_TOKEN_REQUESTS_PER_MINUTE } from '@lootmarket/domain';
import { ApiDocs } from '#app/features/developers/api-docs';
import { SITE } from '#app/lib/site';
import type { Route } from './+types/developers';

export function loader({ context }: Route.LoaderArgs) {
  return { origin: context.publicUrl };
}

export const meta: Route.MetaFunction = () => {
  const title = `API для продавцов — ${SITE.name}`;
  const description = 'Токены с правами, загрузка ключей, цены, заказы и переписка из своей программы.';
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
  ];
};

export default function Developers({ loaderData }: Route.ComponentProps) {
  return <ApiDocs origin={loaderData.origin} defaultPerMinute={API_TOKEN_REQUESTS_PER_MINUTE} />;
}
