import type { BuyerInputKind, DeliveryKind, ProductType } from '@lootmarket/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** What the offer wizard reads of the catalog: top-level games and services, their product types and products. */
export function createWizardCatalogRepo(db: Db) {
  return {
    /** Top-level listings with products, the most popular first; `text` matches the title or a search alias. */
    popularListings: async (text: string | undefined, limit: number) =>
      rowsOf<{ id: string; slug: string; title: string; image: string | null; games: number }>(
        await db.execute(sql`
          select l.id, l.slug, l.title, l.image,
                 (select count(*)::int from products p join listings c on c.id = p.listing_id
                   where (c.id = l.id or c.parent_id = l.id) and p.product_type in ('game_dlc_key', 'game_dlc_gift', 'game_points_key', 'game_points_manual', 'rmt')) as games
            from listings l
           where l.parent_id is null
             -- A hub such as «Игры» holds no products of its own: offering it would end the wizard in an empty step.
             and exists (select 1 from products p join listings c on c.id = p.listing_id
                          where c.id = l.id or c.parent_id = l.id)
             ${text ? sql`and (l.title ilike ${`%${escapeLike(text)}%`} or exists (select 1 from unnest(l.search_aliases) alias where alias ilike ${`%${escapeLike(text)}%`}))` : sql``}
           order by l.popularity desc, l.position, l.id
           limit ${limit}`),
      ),

    /** The products of a listing and its children, by type, the most popular first. */
    productsOf: async (listingId: string) =>
      rowsOf<{ id: string; title: string; product_type: ProductType }>(
        await db.execute(sql`
          select p.id, p.title, p.product_type from products p join listings c on c.id = p.listing_id
           where c.id = ${listingId} or c.parent_id = ${listingId}
           order by p.popularity desc, p.title, p.id`),
      ),

    listingExists: async (listingId: string): Promise<boolean> =>
      rowsOf(await db.execute(sql`select 1 from listings where id = ${listingId} and parent_id is null`)).length > 0,

    /** A product with what its offer form depends on. */
    productForForm: async (productId: string) =>
      rowsOf<{
        id: string;
        slug: string;
        title: string;
        product_type: ProductType;
        delivery_kind: DeliveryKind;
        buyer_input_kinds: BuyerInputKind[];
      }>(
        await db.execute(
          sql`select id, slug, title, product_type, delivery_kind, buyer_input_kinds from products where id = ${productId}`,
        ),
      )[0],
  };
}
