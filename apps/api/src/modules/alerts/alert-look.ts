import {
  chooseVariation,
  resolveAlertLook,
  type Alert,
  type AlertLook,
  type Widget,
  type WidgetSpeech,
} from '@lootmarket/domain';
import { libraryFileName, libraryUrl } from './widget-library';

/** What the overlay needs of a widget to draw its alerts. */
export type WidgetLooks = Pick<Widget, 'settings' | 'imageUrl' | 'soundUrl'>;

const libraryAddress = (kind: 'image' | 'sound', itemId: string): string | null => {
  const file = libraryFileName(kind, itemId);
  return file ? libraryUrl(file) : null;
};

/**
 * How one alert is drawn, sounded and read: the variation its amount falls in (highest minimum wins),
 * else the default look.
 */
export function alertLook(widget: WidgetLooks, alert: Alert): { look: AlertLook; tts: WidgetSpeech } {
  const variation = chooseVariation(widget.settings.variations, {
    amount: alert.amount,
    currency: alert.currency,
    test: alert.source === 'test' || alert.source === 'test_order',
    hasMedia: alert.hasMedia ?? false,
  });
  return resolveAlertLook(widget, variation, libraryAddress);
}
