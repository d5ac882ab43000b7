import { ORDER_IMAGE_FORMAT_MESSAGE } from '@lootmarket/domain';
import { reencodePicture, type StoredPicture } from '../../platform/images/uploaded-image';

const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp']);
/** Large enough to read a screenshot, small enough to keep rows light. */
const MAX_SIDE = 2048;

/** A picture sent in an order's conversation, checked and re-encoded like delivery pictures. */
export function reencodeConversationImage(input: Buffer): Promise<StoredPicture> {
  return reencodePicture(input, {
    formats: ACCEPTED_FORMATS,
    formatMessage: ORDER_IMAGE_FORMAT_MESSAGE,
    maxSide: MAX_SIDE,
  });
}
