import type { ProductType, WizardDraft, WizardStep } from '@lootmarket/domain';
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A seller's unfinished offer, kept so the wizard resumes after a reload or on another device. */
export const wizardDrafts = pgTable(
  'wizard_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: bigint('seller_id', { mode: 'number' }).notNull(),
    offerId: uuid('offer_id'),
    listingId: uuid('listing_id'),
    productType: text('product_type').$type<ProductType>(),
    productId: uuid('product_id'),
    values: jsonb('values').$type<WizardDraft['values']>().notNull(),
    step: text('step').$type<WizardStep>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('wizard_drafts_seller_idx').on(table.sellerId, table.updatedAt)],
);
