import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { offerImages } from './offer-images.tables';

export type NewOfferImage = Omit<typeof offerImages.$inferInsert, 'id'>;
export type OfferImageRow = Pick<typeof offerImages.$inferSelect, 'id' | 'width' | 'height'>;

const columns = { id: offerImages.id, width: offerImages.width, height: offerImages.height };

export function createOfferImagesRepo(db: Db) {
  return {
    insert: async (image: NewOfferImage): Promise<OfferImageRow> =>
      (await db.insert(offerImages).values(image).returning(columns))[0]!,

    /** The seller's own pictures among `ids`, without their bytes. */
    findOwn: (sellerId: number, ids: readonly string[]): Promise<OfferImageRow[]> =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select(columns)
            .from(offerImages)
            .where(and(eq(offerImages.sellerId, sellerId), inArray(offerImages.id, [...ids]))),

    /** Pictures by id, whoever uploaded them (they are public once an offer shows them). */
    findMany: (ids: readonly string[]): Promise<OfferImageRow[]> =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select(columns)
            .from(offerImages)
            .where(inArray(offerImages.id, [...ids])),

    findData: async (imageId: string): Promise<Buffer | undefined> =>
      (await db.select({ data: offerImages.data }).from(offerImages).where(eq(offerImages.id, imageId)).limit(1))[0]
        ?.data,
  };
}
