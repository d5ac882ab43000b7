import type { WizardDraft } from '@lootmarket/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { wizardDrafts } from './wizard-drafts.tables';

type Row = typeof wizardDrafts.$inferSelect;
export type WizardDraftFields = Omit<WizardDraft, 'id' | 'updatedAt'>;

const toDraft = (row: Row): WizardDraft => ({
  id: row.id,
  offerId: row.offerId,
  listingId: row.listingId,
  productType: row.productType,
  productId: row.productId,
  values: row.values,
  step: row.step,
  updatedAt: row.updatedAt.toISOString(),
});

/** Drafts are read and written only with their seller's id: another seller's draft does not exist for them. */
export function createWizardDraftsRepo(db: Db) {
  const own = (sellerId: number, id: string) => and(eq(wizardDrafts.id, id), eq(wizardDrafts.sellerId, sellerId));
  return {
    find: async (sellerId: number, id: string): Promise<WizardDraft | undefined> => {
      const [row] = await db.select().from(wizardDrafts).where(own(sellerId, id));
      return row && toDraft(row);
    },

    newest: async (sellerId: number): Promise<WizardDraft | undefined> => {
      const [row] = await db
        .select()
        .from(wizardDrafts)
        .where(eq(wizardDrafts.sellerId, sellerId))
        .orderBy(desc(wizardDrafts.updatedAt), desc(wizardDrafts.id))
        .limit(1);
      return row && toDraft(row);
    },

    create: async (sellerId: number, fields: WizardDraftFields, at: Date): Promise<WizardDraft> => {
      const [row] = await db
        .insert(wizardDrafts)
        .values({ sellerId, ...fields, updatedAt: at })
        .returning();
      return toDraft(row!);
    },

    update: async (
      sellerId: number,
      id: string,
      fields: WizardDraftFields,
      at: Date,
    ): Promise<WizardDraft | undefined> => {
      const [row] = await db
        .update(wizardDrafts)
        .set({ ...fields, updatedAt: at })
        .where(own(sellerId, id))
        .returning();
      return row && toDraft(row);
    },

    remove: async (sellerId: number, id: string): Promise<void> => {
      await db.delete(wizardDrafts).where(own(sellerId, id));
    },
  };
}
