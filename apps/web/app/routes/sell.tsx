import { useRouteLoaderData } from 'react-router';
import { SellLanding } from '#app/features/seller-application/sell-landing';
import { absoluteUrl, pageMeta } from '#app/lib/seo';
import type { loader as rootLoader } from '#app/root';
import type { Route } from './+types/sell';

/** `/sell`: the invitation to open a shop. */
export function loader({ context }: Route.LoaderArgs) {
  return { publicUrl: context.publicUrl };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: 'Стать продавцом',
    description:
      'Продавайте ключи, игровую валюту и подписки с безопасной сделкой: оплата ждёт на гарантийном счёте, комиссия только с продаж, вывод через СБП или в USDT.',
    canonicalUrl: absoluteUrl(loaderData?.publicUrl ?? '', '/sell'),
  });

export default function SellRoute() {
  const user = useRouteLoaderData<typeof rootLoader>('root')?.user ?? null;
  return <SellLanding user={user} />;
}
