import { MODAL } from '@lootmarket/domain';

export type SheetDrag = {
  /** Downward distance from where the pointer went down; negative when dragged up. */
  dragDistancePx: number;
  sheetHeightPx: number;
  dragDurationMs: number;
};

// A quick swipe still has to travel a little, otherwise a shaky tap would close the sheet.
const MIN_FLICK_PX = 12;

/** A sheet closes when dragged down by 10 % of its height, or flicked down in under 300 ms. */
export function shouldCloseSheet({ dragDistancePx, sheetHeightPx, dragDurationMs }: SheetDrag): boolean {
  if (!(dragDistancePx > 0)) return false;
  if (sheetHeightPx > 0 && dragDistancePx >= sheetHeightPx * MODAL.sheetCloseDragRatio) return true;
  return dragDistancePx >= MIN_FLICK_PX && dragDurationMs < MODAL.sheetCloseFlickMs;
}
