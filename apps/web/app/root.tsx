import { lazy, Suspense, type ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError } from 'react-router';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { ToastProvider } from './components/ui/toast';
import { loadCurrentUser } from './lib/current-user.server';
import { useStreamerAttribution } from './features/streamer-attribution/use-streamer-attribution';
import { HYDRATE_AFTER_PAINT_SCRIPT, useAnnounceHydration } from './lib/hydrate-after-paint';
import { useNonce } from './lib/nonce';
import { SiteStylesheet } from './lib/inline-stylesheet';
import { useMarketingAttribution } from './lib/use-marketing-attribution';
import { loadApi } from './lib/api/load-api.server';
import { TranslationsProvider } from './lib/translations';
import { loadTranslations } from './lib/translations.server';
import { SITE } from './lib/site';
import './lib/load-context';

// Only error pages need it: every other page's first load goes without it.
const NotFoundPage = lazy(() =>
  import('./features/not-found/not-found-page').then((module) => ({ default: module.NotFoundPage })),
);

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export async function loader({ context }: Route.LoaderArgs) {
  const api = loadApi(context);
  const [translations, user] = await Promise.all([
    loadTranslations(api),
    context.user ? Promise.resolve(context.user) : loadCurrentUser(api),
  ]);
  return { translations, flags: context.flags, appEnv: context.appEnv, captchaSiteKey: context.captchaSiteKey, user };
}

export const meta: Route.MetaFunction = () => [
  { title: SITE.defaultTitle },
  { name: 'description', content: SITE.defaultDescription },
  { property: 'og:title', content: SITE.defaultTitle },
  { property: 'og:description', content: SITE.defaultDescription },
  { property: 'og:locale', content: 'ru_RU' },
  { property: 'og:type', content: 'website' },
  { property: 'og:site_name', content: SITE.name },
];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  useAnnounceHydration();
  return (
    <html lang="ru">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#0a0c13" />
        <Meta />
        <SiteStylesheet href={stylesheet} />
        <Links nonce={nonce} />
      </head>
      <body className="min-h-dvh bg-bg text-text antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        <script
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: HYDRATE_AFTER_PAINT_SCRIPT }}
          suppressHydrationWarning
        />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useStreamerAttribution();
  useMarketingAttribution();
  return (
    <TranslationsProvider value={loaderData.translations}>
      <ToastProvider>
        <Outlet />
      </ToastProvider>
    </TranslationsProvider>
  );
}

/** Fatal errors show the 404 page (spec §8); the details go to the server log, never to the visitor. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) && typeof window === 'undefined') console.error(error);
  return (
    <Suspense fallback={null}>
      <NotFoundPage />
    </Suspense>
  );
}
