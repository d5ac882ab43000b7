import { sql } from 'drizzle-orm';

// The listing (game or service) of an offer's product, as a part of the offers module's queries: a seller's
// offer list shows it. `join` adds the listing aliased `l` of the product `p`; `columns` answers listing_id and listing_title.
export const offerListingSql = {
  join: sql`join listings l on l.id = p.listing_id`,
  columns: sql`l.id as listing_id, l.title as listing_title`,
};
