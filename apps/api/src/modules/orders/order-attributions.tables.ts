import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders.tables';

/** The advertising and affiliate marks the buyer arrived with (last click within 30 days), one row per order. */
export const orderAttributions = pgTable('order_attributions', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  utmSource: text('utm_source'),
  utmMedium: text('utm_medium'),
  utmCampaign: text('utm_campaign'),
  utmTerm: text('utm_term'),
  utmContent: text('utm_content'),
  admitadUid: text('admitad_uid'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
