import { z } from 'zod';

/** Limits of what an alert reads aloud. */
export const WIDGET_SPEECH_LIMITS = {
  speedMin: 0.5,
  speedMax: 2,
  maxCharsMin: 20,
  maxCharsMax: 500,
  templateMax: 200,
  previewTextMax: 300,
} as const;

/** `provider:name`, e.g. `speechkit:alena` or `espeak:ru+f3`; the server lists what it offers. */
const voiceIdSchema = z.string().regex(/^[a-z]{2,20}:[a-z0-9+_-]{1,40}$/, 'Выберите голос из списка');
const speedSchema = z
  .number('Укажите скорость речи')
  .min(
    WIDGET_SPEECH_LIMITS.speedMin,
    `Скорость речи — от ${WIDGET_SPEECH_LIMITS.speedMin} до ${WIDGET_SPEECH_LIMITS.speedMax}`,
  )
  .max(
    WIDGET_SPEECH_LIMITS.speedMax,
    `Скорость речи — от ${WIDGET_SPEECH_LIMITS.speedMin} до ${WIDGET_SPEECH_LIMITS.speedMax}`,
  );

const minorAmount = z
  .number('Укажите сумму')
  .int('Сумма — целое число копеек')
  .min(0, 'Сумма не может быть отрицательной')
  .max(100_000_000, 'Слишком большая сумма');

/** The donor's message read aloud: when, by which voice, how loud and what exactly. */
export const widgetSpeechSchema = z.object({
  enabled: z.boolean(),
  /** Alerts below the minimum in their own currency are not read (minor units). */
  minAmounts: z.object({ rub: minorAmount, usd: minorAmount, kzt: minorAmount }),
  voice: voiceIdSchema,
  speed: speedSchema,
  volume: z.number('Укажите громкость').int().min(0, 'Громкость — от 0 до 100').max(100, 'Громкость — от 0 до 100'),
  /** What is read: `{name}`, `{amount}` and `{message}` are filled in. */
  template: z
    .string()
    .trim()
    .min(1, 'Укажите, что читать')
    .max(WIDGET_SPEECH_LIMITS.templateMax, `Не длиннее ${WIDGET_SPEECH_LIMITS.templateMax} символов`),
  maxChars: z
    .number('Укажите длину')
    .int()
    .min(WIDGET_SPEECH_LIMITS.maxCharsMin, `Читать не меньше ${WIDGET_SPEECH_LIMITS.maxCharsMin} символов`)
    .max(WIDGET_SPEECH_LIMITS.maxCharsMax, `Читать не больше ${WIDGET_SPEECH_LIMITS.maxCharsMax} символов`),
});

/**
 * Settings saved with one minimum in one currency (`minAmount`) keep it for that currency; the other
 * currencies, which were then read only with no minimum at all, start from no minimum.
 */
export function upgradeWidgetSpeech(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const { minAmount, ...rest } = value as {
    minAmount?: { amount?: unknown; currency?: unknown };
    minAmounts?: unknown;
  };
  if (rest.minAmounts !== undefined || minAmount === undefined) return value;
  const minAmounts: Record<string, unknown> = { rub: 0, usd: 0, kzt: 0 };
  if (typeof minAmount?.currency === 'string' && minAmount.currency in minAmounts)
    minAmounts[minAmount.currency] = minAmount.amount;
  return { ...rest, minAmounts };
}

export type WidgetSpeech = z.infer<typeof widgetSpeechSchema>;

export const DEFAULT_WIDGET_SPEECH: WidgetSpeech = {
  enabled: false,
  minAmounts: { rub: 0, usd: 0, kzt: 0 },
  voice: 'espeak:ru+f3',
  speed: 1,
  volume: 80,
  template: '{name} — {amount}: {message}',
  maxChars: 200,
};

const speechVoiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  provider: z.enum(['speechkit', 'espeak']),
  /** Works with no keys and no network. */
  offline: z.boolean(),
});
export type SpeechVoiceOption = z.infer<typeof speechVoiceSchema>;
export const speechVoicesSchema = z.object({ items: z.array(speechVoiceSchema) });

export const speechPreviewBodySchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'Введите текст для прослушивания')
    .max(WIDGET_SPEECH_LIMITS.previewTextMax, `Не длиннее ${WIDGET_SPEECH_LIMITS.previewTextMax} символов`),
  voice: voiceIdSchema,
  speed: speedSchema.optional(),
});
export type SpeechPreviewBody = z.infer<typeof speechPreviewBodySchema>;
