import { z } from 'zod';
import { widgetLayoutSchema } from '../widgets';

/** Limits of the alert settings a streamer can choose. */
export const WIDGET_LIMITS = {
  nameMax: 60,
  templateMax: 200,
  durationMinMs: 2_000,
  durationMaxMs: 60_000,
  fontSizeMin: 12,
  fontSizeMax: 96,
  imageMaxBytes: 5 * 1024 * 1024,
  soundMaxBytes: 3 * 1024 * 1024,
  /** A streamer's widgets: enough for every kind in several scenes. */
  perStreamer: 20,
  /** Looks by amount on one widget: one per range a streamer would sensibly tell apart. */
  variationsMax: 20,
} as const;

const WIDGET_ANIMATIONS = ['fade', 'slide', 'zoom'] as const;
export type WidgetAnimation = (typeof WIDGET_ANIMATIONS)[number];
export const widgetAnimationSchema = z.enum(WIDGET_ANIMATIONS);

export const widgetColorSchema = z.string().regex(/^#[0-9a-f]{6}$/i, 'Цвет в формате #RRGGBB');
export const widgetTemplateSchema = z
  .string()
  .trim()
  .max(WIDGET_LIMITS.templateMax, `Не длиннее ${WIDGET_LIMITS.templateMax} символов`);

/** How an alert is drawn and how long it stays: the same fields on the default look and on every variation. */
export const widgetLookFields = {
  layout: widgetLayoutSchema,
  animation: widgetAnimationSchema,
  /** Widgets saved before exits could be chosen fade out. */
  exitAnimation: widgetAnimationSchema.default('fade'),
  durationMs: z
    .number('Укажите длительность')
    .int()
    .min(WIDGET_LIMITS.durationMinMs, 'Оповещение показывается от 2 до 60 секунд')
    .max(WIDGET_LIMITS.durationMaxMs, 'Оповещение показывается от 2 до 60 секунд'),
  textColor: widgetColorSchema,
  accentColor: widgetColorSchema,
  fontSize: z.number().int().min(WIDGET_LIMITS.fontSizeMin).max(WIDGET_LIMITS.fontSizeMax),
  titleTemplate: widgetTemplateSchema,
  textTemplate: widgetTemplateSchema,
  soundVolume: z.number().int().min(0).max(100),
};

/**
 * The look the overlay draws one alert with, chosen by the server when it sends the alert: the default
 * look or the matching variation, with its media resolved to addresses.
 */
export const alertLookSchema = z.object({
  ...widgetLookFields,
  /** The variation chosen, or null for the default look. */
  variationId: z.string().nullable(),
  imageUrl: z.string().nullable(),
  soundUrl: z.string().nullable(),
  /** How loud the speech plays, from the speech settings that made it. */
  speechVolume: z.number().int().min(0).max(100),
});
export type AlertLook = z.infer<typeof alertLookSchema>;
