import { sql } from 'drizzle-orm';

// The product an offer sells, as a part of the offers module's queries: checkout reads an offer with its
// product in one statement. `join` adds the product aliased `p` of the offer aliased `o`; `columns`
// answers product_slug, product_title, product_type, delivery_kind and buyer_input_kinds.
export const offerProductSql = {
  join: sql`join products p on p.id = o.product_id`,
  columns: sql`p.slug as product_slug, p.title as product_title, p.product_type, p.delivery_kind, p.buyer_input_kinds`,
};
