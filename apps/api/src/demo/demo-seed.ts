import { randomUUID } from 'node:crypto';
import { CURRENCIES, UserRole } from '@lootmarket/domain';
import type { Db } from '../db/client';
import { inTransaction } from '../db/transaction';
import type { CatalogService } from '../modules/catalog/catalog.service';
import type { RouteRedirectsService } from '../modules/catalog/route-redirects.service';
import type { DonationsService } from '../modules/donations/donations.service';
import type { OfferKeysService } from '../modules/offers/offer-keys.service';
import type { OfferStockService } from '../modules/offers/offer-stock.service';
import type { SellerOffersService } from '../modules/offers/seller-offers.service';
import type { SellerSchedulesService } from '../modules/sellers/seller-schedules.service';
import type { OffersService } from '../modules/offers/offers.service';
import type { UsersService } from '../modules/users/users.service';
import type { ReviewsService } from '../modules/reviews/reviews.service';
import type { SellerReputationService } from '../modules/reviews/seller-reputation.service';
import { DEMO_DONATION_SETUPS, DEMO_MEDIA } from './demo-donations';
import type { MediaService } from '../modules/media/media.service';

const DAY_MS = 86_400_000;
import { demoKey } from './demo-keys';
import { DEMO_LISTINGS } from './demo-listings';
import { DEMO_OFFER_COUNT, DEMO_SELLERS, generateOffers, type OfferSeller } from './demo-offers';
import { demoPriceRange } from './demo-top-up-prices';
import { DEMO_PRODUCTS } from './demo-products';
import { DEMO_REDIRECTS } from './demo-redirects';
import { demoReviews, demoSellerAgeDays } from './demo-reviews';
import { DEMO_SHOP_SCHEDULE, DEMO_SHOP_SELLER, DEMO_SHOP_STOCK, demoShopOffers } from './demo-seller-shop';
import { DEMO_SELLER_NAMES, demoSellerStats } from './demo-sellers';
import { DEMO_STREAMERS, DEMO_STREAMERS_MIN, DEMO_USERS } from './demo-users';
import { createDemoShopHistory, type DemoShopHistoryServices } from './demo-shop-history';
import { createDemoWallets, type DemoWalletServices } from './demo-wallet';
import { createDemoConsole, type DemoConsoleServices } from './demo-console';

/** The services the demo data is written through; it never touches a table itself. */
export interface DemoServices extends DemoWalletServices, DemoShopHistoryServices, DemoConsoleServices {
  users: UsersService;
  catalog: CatalogService;
  routeRedirects: RouteRedirectsService;
  offers: OffersService;
  offerKeys: OfferKeysService;
  donations: DonationsService;
  media: MediaService;
  offerStock: OfferStockService;
  sellerOffers: SellerOffersService;
  sellerSchedules: SellerSchedulesService;
  reviews: ReviewsService;
  reputation: SellerReputationService;
}

export type DemoSeed = ReturnType<typeof createDemoSeed>;

/**
 * The demo accounts, catalog, keys and donate pages a developer starts with. Each part adds only what is
 * missing, so running it against a database with real data changes nothing of that data.
 */
export function createDemoSeed({ db, services }: { db: Db; services: DemoServices }) {
  const { users, catalog, routeRedirects, offers, offerKeys, donations, offerStock, sellerOffers, sellerSchedules } =
    services;

  /** The demo streamer who takes videos: two videos already shown and their terms, once (later choices are kept). */
  async function mediaRequests(): Promise<void> {
    const streamer = await users.findStreamer({ slug: DEMO_MEDIA.slug });
    if (!streamer) return;
    const { media } = services;
    if (await media.seedPlayed(streamer.id, DEMO_MEDIA.played))
      await media.saveSettings(streamer.id, structuredClone(DEMO_MEDIA.settings));
  }

  /** The demo shops with their accounts dated back by the time each has traded (decision 025). */
  async function demoSellers(): Promise<OfferSeller[]> {
    const sellers: OfferSeller[] = [];
    for (const [index, seller] of DEMO_SELLERS.entries()) {
      const since = new Date(Date.now() - demoSellerAgeDays(index, seller.tier) * DAY_MS);
      sellers.push({ ...seller, id: await users.findOrCreateSeller(seller.email, DEMO_SELLER_NAMES[index], since) });
    }
    return sellers;
  }

  /** Inserts the demo products under the listings they name, their offers and the sellers' trust figures. */
  async function insertProducts(tx: Db, listingIds: Map<string, string>, sellers: OfferSeller[]): Promise<void> {
    // Ids chosen here let an add-on name its base game in the same insert.
    const ids = new Map(DEMO_PRODUCTS.map((product) => [product.slug, randomUUID()]));
    const rows = DEMO_PRODUCTS.map(({ listing, basePriceMinor: _price, baseGame, ...product }) => {
      const listingId = listingIds.get(listing);
      if (!listingId) throw new Error(`demo product ${product.slug} names an unknown listing ${listing}`);
      const baseProductId = baseGame === undefined ? null : ids.get(baseGame);
      if (baseProductId === undefined) throw new Error(`demo add-on ${product.slug} names an unknown game ${baseGame}`);
      return { ...product, id: ids.get(product.slug)!, listingId, baseProductId };
    });
    const inserted = await catalog.insertProducts(rows, tx);
    const prices = new Map(DEMO_PRODUCTS.map((product) => [product.slug, product.basePriceMinor]));
    const products = inserted.map((row) => ({
      id: row.id,
      deliveryKind: row.deliveryKind,
      basePriceMinor: prices.get(row.slug) ?? 10_000,
      priceRangeMinor: demoPriceRange(row.slug),
    }));
    await offers.insertOffers(generateOffers({ products, sellers, count: DEMO_OFFER_COUNT, seed: 2024 }), tx);
    await catalog.addSellerStats(
      sellers.map((seller, index) => ({ sellerId: seller.id, ...demoSellerStats(index, seller.tier) })),
      tx,
    );
  }

  return {
    /** The demo seller's and streamer's wallets: balances, held income with dates, a payout history. */
    wallets: createDemoWallets({ db, services }).wallets,

    /** The demo shop's sales history and open orders; before the wallets, whose payouts it pays for. */
    shopSales: createDemoShopHistory(services).sales,

    /** Something waiting in every queue of the operator's console; after the catalog and the streamers. */
    consoleQueues: createDemoConsole({ db, services }).queues,

    /** The demo accounts that do not exist yet. */
    async users(): Promise<void> {
      for (const demo of DEMO_USERS) await users.addAccount({ email: demo.email, roles: [...demo.roles] });
    },

    /** The demo streamers, while fewer than DEMO_STREAMERS_MIN streamers have a donation page. */
    async streamers(): Promise<void> {
      if ((await users.listStreamers(DEMO_STREAMERS_MIN)).length >= DEMO_STREAMERS_MIN) return;
      for (const streamer of DEMO_STREAMERS) {
        await users.addAccount({
          email: streamer.email,
          roles: [UserRole.Customer, UserRole.Streamer],
          name: streamer.name,
          donationSlug: streamer.slug,
        });
      }
    },

    /**
     * Fills an empty catalog with the demo games, services, their categories, products and offers of the
     * demo sellers, in one transaction. Answers whether it did (false when the catalog had listings).
     */
    async catalog(): Promise<boolean> {
      if (!(await catalog.isEmpty())) return false;
      const sellers = await demoSellers();
      return inTransaction(db, async (tx) => {
        if (!(await catalog.isEmpty(tx))) return false;
        const listingIds = new Map<string, string>();
        for (const [position, demo] of DEMO_LISTINGS.entries()) {
          const { children = [], ...listing } = demo;
          const parent = await catalog.insertListing({ ...listing, position }, tx);
          listingIds.set(parent.slug, parent.id);
          for (const [childPosition, child] of children.entries()) {
            const inserted = await catalog.insertListing(
              { ...child, slug: `${listing.slug}/${child.slug}`, parentId: parent.id, position: childPosition },
              tx,
            );
            listingIds.set(inserted.slug, inserted.id);
          }
        }
        await insertProducts(tx, listingIds, sellers);
        await routeRedirects.addRedirects(DEMO_REDIRECTS, tx);
        return true;
      });
    },

    /**
     * The demo shops' review history, while no review is stored, and the tier each earns from it with its
     * deals and age (decision 025); the shops the platform verified keep their mark, with a reason.
     */
    async reviews(): Promise<void> {
      const sellers = await demoSellers();
      if (!(await services.reviews.addHistory(demoReviews(sellers, Date.now())))) return;
      for (const seller of sellers) {
        if (seller.verified)
          await services.reputation.setVerified(null, seller.id, {
            verified: true,
            reason: 'Документы магазина проверены при подключении',
          });
        else await services.reputation.recompute(seller.id);
      }
    },

    /** Gives each offer of keys or gift links as many generated keys as it has stock, while no key is stored. */
    async offerKeys(): Promise<void> {
      if (await offerKeys.hasKeys()) return;
      const stocked = await offers.listStockedOffers(await catalog.listProductIds(['key', 'gift']));
      await offerKeys.addManyKeys(
        stocked.flatMap(({ offerId, stock }) => Array.from({ length: stock }, () => ({ offerId, key: demoKey() }))),
      );
    },

    /**
     * The demo seller's own shop (seller@demo.lootmarket.ru): offers of several types with keys, a counted
     * quantity or unlimited stock, and weekly hours. Only for a seller who has no offers yet; the demo catalog's
     * sellers own everything else, so the shop is the one a developer signs in to and runs.
     */
    async sellerShop(): Promise<void> {
      const sellerId = await users.findOrCreateSeller(DEMO_SHOP_SELLER.email, DEMO_SHOP_SELLER.name);
      if (await sellerOffers.hasOffers(sellerId)) return;
      // The demo accounts are made before the shop, named after their address: the shop gets its own name.
      await users.updateName(sellerId, DEMO_SHOP_SELLER.name);
      for (const { slug, priceMinor, stock } of demoShopOffers()) {
        // A catalog without the demo products (real data) gets no demo shop offers.
        const product = await catalog.getProduct(slug).catch(() => null);
        if (!product) continue;
        const offerId = await sellerOffers.create({
          productId: product.id,
          sellerId,
          priceMinor,
          currency: 'rub',
          stock: 0,
          deliveryMinutes: stock === 'keys' ? 1 : 30,
          sellerTier: 'silver',
          sellerVerified: true,
        });
        if (stock === 'keys') {
          await offerStock.update(sellerId, offerId, {
            mode: 'keys',
            text: Array.from({ length: DEMO_SHOP_STOCK.keysPerOffer }, () => demoKey()).join('\n'),
          });
        } else {
          await offerStock.update(
            sellerId,
            offerId,
            stock === 'quantity' ? { mode: 'quantity', quantity: DEMO_SHOP_STOCK.quantity } : { mode: 'unlimited' },
          );
        }
      }
      await sellerSchedules.save(sellerId, DEMO_SHOP_SCHEDULE);
    },

    /**
     * Gives the demo streamers a goal, a ban list and a page design, once each: a streamer who ever had a
     * goal, a list or a saved design keeps theirs.
     */
    async donations(): Promise<void> {
      for (const setup of DEMO_DONATION_SETUPS) {
        const streamer = await users.findStreamer({ slug: setup.slug });
        if (!streamer) continue;
        const hadGoal =
          (await donations.goals.active(streamer.id)) ?? (await donations.goals.completed(streamer.id, 1, 0)).items[0];
        const { title, target, currency } = setup.goal;
        // Goals are asked for in major units, as a streamer types them.
        if (!hadGoal)
          await donations.goals.create(streamer.id, {
            title,
            target: String(target / 10 ** CURRENCIES[currency].minorDigits),
            currency,
          });
        if ((await donations.banWords(streamer.id)).words.length === 0)
          await donations.replaceBanWords(streamer.id, setup.banWords);
        if ((await donations.pageDesign.get(streamer.id)).updatedAt === null)
          await donations.pageDesign.save(streamer.id, setup.design);
      }
      await mediaRequests();
    },
  };
}
