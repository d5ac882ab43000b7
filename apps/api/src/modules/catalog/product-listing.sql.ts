import { sql } from 'drizzle-orm';

// The listing (game or service, the seller analytics' «brand») of the product an order `o` sold, as a part of
// the orders module's queries. `join` adds the product `p` and its listing `l`; `columns` answers listing_id and
// listing_title (null when the product is gone).
export const productListingSql = {
  join: sql`left join products p on p.id = o.product_id left join listings l on l.id = p.listing_id`,
  columns: sql`l.id as listing_id, l.title as listing_title`,
};
