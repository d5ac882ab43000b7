import {
  donationPageModerationEndpoints,
  offerModerationEndpoints,
  reviewModerationEndpoints,
} from '@lootmarket/domain/endpoints/moderation';
import { EyeOff } from 'lucide-react';
import { redirect, useRevalidator } from 'react-router';
import { AdminNav } from '#app/components/admin-nav';
import { Tabs } from '#app/components/ui/tabs';
import { loadApi } from '#app/lib/api/load-api.server';
import {
  ModerationQueue,
  type ModerationItems,
  type ModerationTab,
} from '#app/features/admin-moderation/moderation-queue';
import type { Route } from './+types/moderation';

const TABS: ReadonlyArray<{ value: ModerationTab; label: string; placeholder: string }> = [
  { value: 'offers', label: 'Предложения', placeholder: 'ID предложения или продавца, адрес товара' },
  { value: 'reviews', label: 'Отзывы', placeholder: 'ID отзыва или продавца' },
  { value: 'donation-pages', label: 'Донаты', placeholder: 'Адрес страницы доната' },
];

const isTab = (value: string | null): value is ModerationTab => TABS.some((tab) => tab.value === value);

/** The API decides who may moderate (`moderation.read`); anyone it refuses goes home. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const asked = search.get('tab');
  const tab: ModerationTab = isTab(asked) ? asked : 'offers';
  const q = search.get('q')?.trim() || undefined;
  const query = { limit: 50, ...(q ? { q } : {}) };
  const api = loadApi(context);
  const data: ModerationItems = await (async (): Promise<ModerationItems> => {
    if (tab === 'reviews') return { tab, items: (await api.call(reviewModerationEndpoints.list, { query })).items };
    if (tab === 'donation-pages')
      return { tab, items: (await api.call(donationPageModerationEndpoints.list, { query })).items };
    return { tab, items: (await api.call(offerModerationEndpoints.list, { query })).items };
  })().catch(() => {
    throw redirect('/');
  });
  return { data, q: q ?? '' };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Модерация — Лутмаркет' },
  { name: 'robots', content: 'noindex' },
];

/** /admin/moderation: hidden and reported offers, reviews and donate pages; hide with a reason, or restore. */
export default function AdminModeration({ loaderData }: Route.ComponentProps) {
  const { data, q } = loaderData;
  const { revalidate } = useRevalidator();
  const current = TABS.find((tab) => tab.value === data.tab)!;
  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-5 px-4 py-8">
      <AdminNav className="mb-1" />
      <h1 className="flex items-center gap-2 text-2xl font-bold">
        <EyeOff aria-hidden="true" className="size-6 text-primary" />
        Модерация
      </h1>
      <Tabs
        aria-label="Что модерировать"
        value={data.tab}
        items={TABS.map(({ value, label }) => ({ value, label, href: `/admin/moderation?tab=${value}` }))}
      />
      <form method="get" className="flex flex-col gap-2 tablet:flex-row" role="search">
        <input type="hidden" name="tab" value={data.tab} />
        <input
          name="q"
          aria-label="Найти"
          placeholder={current.placeholder}
          defaultValue={q}
          className="min-h-11 flex-1 rounded-xl border border-border bg-surface px-3 text-sm"
        />
        <button type="submit" className="min-h-11 rounded-xl bg-primary-fill px-5 text-sm font-medium text-white">
          Найти
        </button>
      </form>
      <p className="text-sm text-muted">
        {q ? `Найдено по запросу «${q}»` : data.tab === 'donation-pages' ? 'Страницы с жалобами и скрытые' : 'Скрытые'}
      </p>
      <ModerationQueue data={data} onChanged={() => void revalidate()} />
    </main>
  );
}
