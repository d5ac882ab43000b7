import { OFFER_IMAGE_FORMAT_MESSAGE, offerImageUrl, type OfferImage } from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/http/app-error';
import { reencodePicture } from '../../platform/images/uploaded-image';
import { createOfferImagesRepo, type OfferImageRow } from './offer-images.repo';

const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp']);
/** Sharp enough for a product card zoomed on a phone, light enough for a list of offers. */
const MAX_SIDE = 1600;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type OfferImagesService = ReturnType<typeof createOfferImagesService>;

/** Where a picture goes: a draft of the seller's, or one of their published offers. */
export type OfferImageTarget = { draftId: string } | { offerId: string };

export interface OfferImagesDeps {
  db: Db;
  now: () => number;
  /** The draft or the offer belongs to the seller. */
  ownsTarget(sellerId: number, target: OfferImageTarget): Promise<boolean>;
}

const toView = (row: OfferImageRow): OfferImage => ({
  id: row.id,
  url: offerImageUrl(row.id),
  width: row.width,
  height: row.height,
});

/** The pictures in the order of `ids`; unknown ids are left out. */
export async function offerImageViews(db: Db, ids: readonly string[]): Promise<OfferImage[]> {
  const rows = new Map((await createOfferImagesRepo(db).findMany(ids)).map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = rows.get(id);
    return row ? [toView(row)] : [];
  });
}

/** Offer pictures: checked and re-encoded like every upload, stored, and served publicly by id. */
export function createOfferImagesService({ db, now, ownsTarget }: OfferImagesDeps) {
  const repo = createOfferImagesRepo(db);
  return {
    async upload(sellerId: number, target: OfferImageTarget, input: Buffer): Promise<OfferImage> {
      if (!(await ownsTarget(sellerId, target)))
        throw new AppError('NOT_FOUND', 'draftId' in target ? 'Черновик не найден' : 'Предложение не найдено');
      const picture = await reencodePicture(input, {
        formats: ACCEPTED_FORMATS,
        formatMessage: OFFER_IMAGE_FORMAT_MESSAGE,
        maxSide: MAX_SIDE,
      });
      const row = await repo.insert({
        sellerId,
        width: picture.width,
        height: picture.height,
        bytes: picture.data.length,
        data: picture.data,
        createdAt: new Date(now()),
      });
      return toView(row);
    },

    /** Which of `ids` the seller uploaded: an offer may show only its seller's pictures. */
    async ownIds(sellerId: number, ids: readonly string[]): Promise<Set<string>> {
      return new Set((await repo.findOwn(sellerId, ids)).map((row) => row.id));
    },

    views: (ids: readonly string[]): Promise<OfferImage[]> => offerImageViews(db, ids),

    async file(imageId: string): Promise<Buffer | undefined> {
      return UUID.test(imageId) ? repo.findData(imageId) : undefined;
    },
  };
}
