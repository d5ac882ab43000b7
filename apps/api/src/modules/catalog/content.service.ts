import {
  catalogOffersRequestSchema,
  type Blogger,
  type CatalogCard,
  type CatalogOffersRequest,
  type ContentBlock,
  type ContentTab,
  type ContentTabSummary,
  type OfferListType,
  type OfferTab,
} from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../platform/http/app-error';
import type { CatalogOffersService } from './catalog-offers.service';
import { createContentRepo, type ContentBlockRow } from './content.repo';
import { DEFAULT_CONTENT, DEFAULT_OFFER_TABS } from './content.seed';

/** What the content needs from the users module: streamers with a donation page. */
export interface ContentUsers {
  listStreamers(
    limit: number,
  ): Promise<
    { id: number; name: string; slug: string; avatar: string | null; avatarLetters: string; avatarColor: string }[]
  >;
}

export type ContentService = ReturnType<typeof createContentService>;

export const SERVICES_TAB = 'services';
const BLOGGERS_LIMIT = 12;
// The home page asks for these on every visit; a short cache keeps it off the catalog queries.
const OFFER_LIST_TTL_MS = 30_000;

/** Which catalog query each offer tab runs; every list shows only what can be bought now, in roubles. */
const OFFER_LISTS: Record<OfferListType, Omit<CatalogOffersRequest, 'limit'>> = {
  popular: { sort: 'popular' },
  new: { sort: 'newest' },
  cheap: { sort: 'popular', priceMax: 50_000 },
  'top-ups': { productTypes: ['steam_top_up', 'mobile_top_up'] },
  currency: { productTypes: ['game_points_key', 'game_points_manual'] },
  games: { productTypes: ['game_dlc_gift', 'game_dlc_key'] },
  subscriptions: { productTypes: ['subscription_key', 'subscription_manual'] },
  'gift-cards': { productTypes: ['gift_card_key'] },
};

/** At most `perListing` cards of one game first, then the rest in order: a shelf, not one game's price list. */
export function diversify(cards: CatalogCard[], limit: number, perListing = 2): CatalogCard[] {
  const seen = new Map<string, number>();
  const picked: CatalogCard[] = [];
  const rest: CatalogCard[] = [];
  for (const card of cards) {
    const count = seen.get(card.listing.slug) ?? 0;
    if (count < perListing) {
      seen.set(card.listing.slug, count + 1);
      picked.push(card);
    } else rest.push(card);
  }
  return [...picked, ...rest].slice(0, limit);
}

function toBlock(row: ContentBlockRow): ContentBlock {
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    href: row.href,
    action: row.action,
    image: row.image,
    icon: row.icon,
    accentColor: row.accentColor,
    badge: row.badge,
  };
}

/** Editorial content of the home page, its offer shelves over the catalog, and the streamers to follow. */
export function createContentService({
  db,
  catalogOffers,
  users,
  now = Date.now,
}: {
  db: Db;
  catalogOffers: Pick<CatalogOffersService, 'browse'>;
  users: ContentUsers;
  now?: () => number;
}) {
  const repo = createContentRepo(db);
  const offerLists = new Map<string, { at: number; items: Promise<CatalogCard[]> }>();

  async function getTab(name: string): Promise<ContentTab> {
    const tab = await repo.findTab(name);
    if (!tab) throw new AppError('NOT_FOUND', 'Раздел не найден');
    return {
      name: tab.name,
      title: tab.title,
      description: tab.description,
      blocks: (await repo.findBlocks(name)).map(toBlock),
    };
  }

  async function loadOfferList(type: OfferListType, limit: number): Promise<CatalogCard[]> {
    const request = catalogOffersRequestSchema.parse({
      ...OFFER_LISTS[type],
      currency: 'rub',
      inStockOnly: true,
      limit: Math.min(48, limit * 4),
    });
    return diversify((await catalogOffers.browse(request)).items, limit);
  }

  return {
    /** Every editorial tab with how many blocks it has. */
    async listTabs(): Promise<ContentTabSummary[]> {
      return (await repo.findTabs()).map(({ tab, blocksCount }) => ({
        name: tab.name,
        title: tab.title,
        description: tab.description,
        blocksCount,
      }));
    },

    /** One tab with its blocks in order; 404 when there is no such tab. */
    getTab,

    /** The platform's services block of the home page. */
    async listServices(): Promise<ContentBlock[]> {
      return (await repo.findBlocks(SERVICES_TAB)).map(toBlock);
    },

    /** The offer tabs the home page shows, in editorial order. */
    async listOfferTabs(): Promise<OfferTab[]> {
      return (await repo.findActiveOfferTabs()).map((row) => ({
        type: row.type,
        title: row.title,
        moreHref: row.moreHref,
      }));
    },

    /** The cards of one offer tab: two catalog queries at most, cached briefly. */
    async getOfferList(type: OfferListType, limit: number): Promise<CatalogCard[]> {
      const key = `${type}:${limit}`;
      const hit = offerLists.get(key);
      if (hit && now() - hit.at < OFFER_LIST_TTL_MS) return hit.items;
      const items = loadOfferList(type, limit);
      offerLists.set(key, { at: now(), items });
      items.catch(() => offerLists.delete(key));
      return items;
    },

    /** Streamers whose donation pages the home page features. */
    async listBloggers(): Promise<Blogger[]> {
      return (await users.listStreamers(BLOGGERS_LIMIT)).map((user) => ({
        id: String(user.id),
        name: user.name,
        slug: user.slug,
        avatar: user.avatar,
        avatarLetters: user.avatarLetters,
        avatarColor: user.avatarColor,
        href: `/${user.slug}/donate`,
      }));
    },

    /** Fills empty content tables with the default sections and offer tabs, in one transaction. */
    async seedDefaults(): Promise<void> {
      await inTransaction(db, async (tx) => {
        const txRepo = createContentRepo(tx);
        // Processes starting together on one PostgreSQL take turns, so the blocks are written once.
        await txRepo.lockSeeding();
        if ((await txRepo.countTabs()) === 0) {
          for (const [position, { tab, blocks }] of DEFAULT_CONTENT.entries()) {
            await txRepo.insertTab({ ...tab, position });
            await txRepo.insertBlocks(blocks.map((block, index) => ({ ...block, tabName: tab.name, position: index })));
          }
        }
        if ((await txRepo.countOfferTabs()) === 0)
          await txRepo.insertOfferTabs(DEFAULT_OFFER_TABS.map((tab, position) => ({ ...tab, position })));
      });
    },
  };
}
