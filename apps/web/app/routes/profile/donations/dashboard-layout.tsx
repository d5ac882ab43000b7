import { streamerEndpoints } from '@lootmarket/domain/endpoints/donations';
import { BarChart3, Bell, Clapperboard, ExternalLink, Palette, Target, Trophy } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { buttonClassName } from '#app/components/ui/button';
import { Tabs } from '#app/components/ui/tabs';
import {
  activeDashboardTab,
  DASHBOARD_TAB_LABELS,
  DASHBOARD_TABS,
  dashboardTabHref,
  type DashboardTab,
} from '#app/features/donations-dashboard/dashboard-nav';
import { loadPrivate, requireStreamer } from '#app/features/donations-dashboard/dashboard.server';
import { ProfileBackLink } from '#app/features/profile/profile-back-link';
import { useProfileUser } from '#app/features/profile/use-profile-user';
import { loadApi } from '#app/lib/api/load-api.server';
import type { Route } from './+types/dashboard-layout';

/** Every dashboard page is the streamer's own; others are offered to connect donations. */
export async function loader({ context }: Route.LoaderArgs) {
  const api = loadApi(context);
  const user = await requireStreamer(api);
  if (!user) return { slug: null };
  const [page] = await loadPrivate(user.id, [api.call(streamerEndpoints.page)]);
  return { slug: page?.streamer.slug ?? null };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Донаты — Лутмаркет' },
  { name: 'robots', content: 'noindex, nofollow' },
];

const TAB_ICONS: Readonly<Record<DashboardTab, ReactNode>> = {
  analytics: <BarChart3 />,
  top_donators: <Trophy />,
  settings: <Bell />,
  'donation-goal': <Target />,
  'donation-page': <Palette />,
  media: <Clapperboard />,
};

/** /{ProfileId}/donations/dashboard: the streamer's workspace with its tabs. */
export default function DonationsDashboardLayout({ loaderData }: Route.ComponentProps) {
  const user = useProfileUser();
  const location = useLocation();
  const active = activeDashboardTab(location.pathname, location.search);
  const tabsRef = useRef<HTMLDivElement>(null);
  // On phones the tab bar scrolls sideways: keep the open tab in sight after following a link.
  useEffect(() => {
    tabsRef.current
      ?.querySelector('[role="tab"][aria-selected="true"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [active]);
  return (
    <>
      <ProfileBackLink />
      <header className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tablet:text-3xl">Донаты</h1>
          <p className="mt-1 text-sm text-muted">Поддержка от зрителей, оповещения на стриме и ваша страница доната</p>
        </div>
        {loaderData.slug ? (
          <a
            href={`/${loaderData.slug}/donate`}
            target="_blank"
            rel="noreferrer"
            className={buttonClassName({ variant: 'secondary', size: 'sm' })}
          >
            <ExternalLink aria-hidden="true" className="size-4" /> Моя страница доната
          </a>
        ) : null}
      </header>
      <div ref={tabsRef} className="mb-5">
        <Tabs
          aria-label="Разделы донатов"
          value={active}
          items={DASHBOARD_TABS.map((tab) => ({
            value: tab,
            label: DASHBOARD_TAB_LABELS[tab],
            href: dashboardTabHref(user.id, tab),
            icon: TAB_ICONS[tab],
          }))}
        />
      </div>
      <Outlet context={user} />
    </>
  );
}
