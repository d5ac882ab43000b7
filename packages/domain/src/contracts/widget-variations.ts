import { z } from 'zod';
import type { CurrencyCode } from '../currency-codes';
import { currencyCodeSchema } from '../currency-schema';
import { formatMoney } from '../money';
import { WIDGET_LIMITS, widgetLookFields, type AlertLook } from './widget-look';
import { widgetSpeechSchema, type WidgetSpeech } from './widget-speech';

/** Which alerts a variation is for besides its amounts: any, only those with media, only test alerts. */
const VARIATION_CONDITIONS = ['any', 'media', 'test'] as const;
export type WidgetVariationCondition = (typeof VARIATION_CONDITIONS)[number];

/** The stable code and message an overlapping pair of variations is refused with. */
export const VARIATION_OVERLAP_CODE = 'WIDGET_VARIATION_OVERLAP';

const amount = z
  .number('Укажите сумму')
  .int('Сумма — целое число копеек')
  .min(0, 'Сумма не может быть отрицательной')
  .max(100_000_000, 'Слишком большая сумма');
const libraryItemId = z.string().regex(/^[a-z0-9-]{1,40}$/, 'Выберите из библиотеки');

/**
 * A look used instead of the default one for alerts in an amount range of one currency: from `minAmount`
 * (included) up to `maxAmount` (not included; none — no upper bound). Media come from the built-in
 * library; null keeps the default look's. Null speech settings keep the default look's too.
 */
export const widgetVariationSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]{1,40}$/),
    name: z.string().trim().min(1, 'Введите название вариации').max(WIDGET_LIMITS.nameMax, 'Слишком длинное название'),
    currency: currencyCodeSchema,
    minAmount: amount,
    maxAmount: amount.nullable(),
    condition: z.enum(VARIATION_CONDITIONS),
    imageId: libraryItemId.nullable(),
    soundId: libraryItemId.nullable(),
    ...widgetLookFields,
    tts: widgetSpeechSchema.nullable(),
  })
  .refine((variation) => variation.maxAmount === null || variation.maxAmount > variation.minAmount, {
    message: 'Сумма «до» должна быть больше суммы «от»',
    path: ['maxAmount'],
  });
export type WidgetVariation = z.infer<typeof widgetVariationSchema>;

/** What a variation is chosen by. */
export interface AlertFacts {
  amount: number;
  currency: CurrencyCode;
  test: boolean;
  hasMedia: boolean;
}

type Range = Pick<WidgetVariation, 'currency' | 'minAmount' | 'maxAmount' | 'condition'>;

const fits = (range: Range, facts: AlertFacts): boolean =>
  range.currency === facts.currency &&
  facts.amount >= range.minAmount &&
  (range.maxAmount === null || facts.amount < range.maxAmount) &&
  (range.condition === 'any' || (range.condition === 'test' ? facts.test : facts.hasMedia));

/**
 * The variation an alert is shown with, or null for the default look: of those that match, the one with
 * the highest minimum; at an equal minimum a test- or media-only one beats one for any alert.
 */
export function chooseVariation<T extends Range>(variations: readonly T[], facts: AlertFacts): T | null {
  let best: T | null = null;
  for (const variation of variations) {
    if (!fits(variation, facts)) continue;
    const better =
      !best ||
      variation.minAmount > best.minAmount ||
      (variation.minAmount === best.minAmount && best.condition === 'any' && variation.condition !== 'any');
    if (better) best = variation;
  }
  return best;
}

const overlaps = (a: Range, b: Range): boolean =>
  a.currency === b.currency &&
  a.condition === b.condition &&
  a.minAmount < (b.maxAmount ?? Infinity) &&
  b.minAmount < (a.maxAmount ?? Infinity);

/** A range as the streamer reads it: «от 1 000 ₽», «от 1 000 ₽ до 5 000 ₽». */
export function variationRangeLabel(range: Range): string {
  const from = `от ${formatMoney(range.minAmount, range.currency)}`;
  return range.maxAmount === null ? from : `${from} до ${formatMoney(range.maxAmount, range.currency)}`;
}

export interface VariationOverlap {
  code: typeof VARIATION_OVERLAP_CODE;
  message: string;
  ids: [string, string];
}

/** The first pair of variations whose ranges share an amount in one currency for the same alerts, or null. */
export function findVariationOverlap(
  variations: readonly (Range & Pick<WidgetVariation, 'id' | 'name'>)[],
): VariationOverlap | null {
  for (const [index, a] of variations.entries()) {
    const b = variations.slice(index + 1).find((other) => overlaps(a, other));
    if (!b) continue;
    return {
      code: VARIATION_OVERLAP_CODE,
      message: `Суммы вариаций «${a.name}» (${variationRangeLabel(a)}) и «${b.name}» (${variationRangeLabel(b)}) пересекаются. Измените границы, чтобы каждая сумма попадала только в одну вариацию.`,
      ids: [a.id, b.id],
    };
  }
  return null;
}

type LookFields = Omit<AlertLook, 'variationId' | 'imageUrl' | 'soundUrl' | 'speechVolume'>;

/** Only the drawing fields: a variation's range and name stay out of what the overlay gets. */
function pickLook(source: LookFields): LookFields {
  const { layout, animation, exitAnimation, durationMs, textColor, accentColor } = source;
  const { fontSize, titleTemplate, textTemplate, soundVolume } = source;
  return {
    layout,
    animation,
    exitAnimation,
    durationMs,
    textColor,
    accentColor,
    fontSize,
    titleTemplate,
    textTemplate,
    soundVolume,
  };
}

/** A widget as far as drawing its alerts goes. */
export interface LookSource {
  // Spelled out rather than picked from the widget's settings, which are built from this module.
  settings: LookFields & { tts: WidgetSpeech };
  imageUrl: string | null;
  soundUrl: string | null;
}

/**
 * The look of an alert drawn with a variation, or with the default look when there is none. A variation
 * without its own picture, sound or speech settings keeps the default's. `libraryUrl` gives the address
 * of a built-in picture or sound (null for an id the library does not have).
 */
export function resolveAlertLook(
  widget: LookSource,
  variation: WidgetVariation | null,
  libraryUrl: (kind: 'image' | 'sound', itemId: string) => string | null,
): { look: AlertLook; tts: WidgetSpeech } {
  if (!variation) {
    const { settings, imageUrl, soundUrl } = widget;
    return {
      look: { ...pickLook(settings), variationId: null, imageUrl, soundUrl, speechVolume: settings.tts.volume },
      tts: settings.tts,
    };
  }
  const tts = variation.tts ?? widget.settings.tts;
  const image = variation.imageId ? libraryUrl('image', variation.imageId) : null;
  const sound = variation.soundId ? libraryUrl('sound', variation.soundId) : null;
  return {
    look: {
      ...pickLook(variation),
      variationId: variation.id,
      imageUrl: image ?? widget.imageUrl,
      soundUrl: sound ?? widget.soundUrl,
      speechVolume: tts.volume,
    },
    tts,
  };
}
