import type { SearchResponse } from './search';

/** What the search panel shows before anything is typed, and again once the text is cleared. */
export const DEFAULT_SEARCH_SUGGESTIONS: SearchResponse = {
  offers: [
    { title: 'Алмазы Mobile Legends', slug: 'mobile-legends-almazy' },
    { title: 'Подписка Xbox Game Pass', slug: 'xbox-game-pass' },
    { title: 'Пополнение PlayStation', slug: 'playstation-popolnenie' },
    { title: 'Кристаллы Genshin Impact', slug: 'genshin-impact-kristally' },
    { title: 'Robux для Roblox', slug: 'roblox-robux' },
  ],
  listings: [
    { title: 'Mobile Legends', image: null, slug: 'ru-ru/mobile-legends' },
    { title: 'PUBG Mobile', image: null, slug: 'ru-ru/pubg-mobile' },
    { title: 'Игры Steam', image: null, slug: 'ru-ru/steam/igry' },
    { title: 'Valorant', image: null, slug: 'ru-ru/valorant' },
    { title: 'Zenless Zone Zero', image: null, slug: 'ru-ru/zenless-zone-zero' },
  ],
};

/** The site path a listing slug navigates to: a slug without a leading slash gets one. */
export function listingPath(slug: string): string {
  return slug.startsWith('/') ? slug : `/${slug}`;
}
