import { resolveAlertLook, type AlertLook, type WidgetLibrary, type WidgetVariation } from '@lootmarket/domain';
import type { OverlayWidget } from './overlay-socket';

/**
 * The look an alert is drawn with, resolved as the server resolves it for the overlay: the variation's,
 * or the widget's own with no variation. `library` gives the built-in media's addresses.
 */
export function lookFor(
  widget: Pick<OverlayWidget, 'settings' | 'imageUrl' | 'soundUrl'>,
  variation: WidgetVariation | null = null,
  library: WidgetLibrary | null = null,
): AlertLook {
  return resolveAlertLook(widget, variation, (kind, itemId) => {
    const items = kind === 'image' ? library?.images : library?.sounds;
    return items?.find((item) => item.id === itemId)?.url ?? null;
  }).look;
}
