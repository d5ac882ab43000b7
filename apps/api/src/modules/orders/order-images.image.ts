import { ORDER_IMAGE_FORMAT_MESSAGE } from '@lootmarket/domain';
import { reencodePicture, type StoredPicture } from '../../platform/images/uploaded-image';

const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp']);
/** Large enough to read a screenshot of a receipt, small enough to keep rows light. */
const MAX_SIDE = 2048;

export type EncodedOrderImage = StoredPicture;

/** A delivery picture, checked and re-encoded (`reencodePicture`). */
export function reencodeOrderImage(input: Buffer): Promise<EncodedOrderImage> {
  return reencodePicture(input, {
    formats: ACCEPTED_FORMATS,
    formatMessage: ORDER_IMAGE_FORMAT_MESSAGE,
    maxSide: MAX_SIDE,
  });
}
