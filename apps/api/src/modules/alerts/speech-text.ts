import type { Money, WidgetSpeech } from '@lootmarket/domain';

/** What an alert can say: its texts are already masked with the streamer's ban words. */
export interface SpokenAlert {
  donorName: string;
  amount: Money;
  message: string;
}

/** A word holding a mask character is a banned word: it is dropped whole, never spelled out. */
const MASKED_WORD = /\S*\*\S*/gu;
/** Links with a scheme or www., and bare domains (`site.ru/path`, `t.me/x`): never read. */
const LINK =
  /(?:https?:\/\/|www\.)\S+|(?<![\p{L}\d@])[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.(?:[a-z]{2,12}|рф)(?![\p{L}\d])(?:\/\S*)?/giu;
/** Five or more digits, alone or split by single spaces, dashes, dots or brackets: phone and card numbers. */
const LONG_DIGITS = /\+?\d(?:[\s\-.()]?\d){4,}/gu;

const ANONYMOUS = 'Аноним';

/** A donor's text as it may be read: no banned words, no links, no long numbers, single spaces. */
export function speakableText(text: string): string {
  return text.replace(LINK, ' ').replace(MASKED_WORD, ' ').replace(LONG_DIGITS, ' ').replace(/\s+/gu, ' ').trim();
}

const UNITS: Record<Money['currency'], { major: [string, string, string]; minor: [string, string, string] }> = {
  rub: { major: ['рубль', 'рубля', 'рублей'], minor: ['копейка', 'копейки', 'копеек'] },
  usd: { major: ['доллар', 'доллара', 'долларов'], minor: ['цент', 'цента', 'центов'] },
  kzt: { major: ['тенге', 'тенге', 'тенге'], minor: ['тиын', 'тиына', 'тиынов'] },
};

/** The Russian plural form for a count: 1 рубль, 2 рубля, 5 рублей, 11 рублей, 21 рубль. */
function plural(count: number, [one, few, many]: [string, string, string]): string {
  const lastTwo = count % 100;
  const last = count % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return many;
  if (last === 1) return one;
  return last >= 2 && last <= 4 ? few : many;
}

/** An amount as it is said: «1500 рублей», «10 долларов 50 центов». */
export function spokenAmount({ amount, currency }: Money): string {
  const units = UNITS[currency];
  const major = Math.floor(amount / 100);
  const minor = amount % 100;
  const said = `${major} ${plural(major, units.major)}`;
  return minor === 0 ? said : `${said} ${minor} ${plural(minor, units.minor)}`;
}

/** Whether the widget reads this alert: speech on, and the amount at least the minimum in its currency. */
export function shouldSpeak(alert: Pick<SpokenAlert, 'amount'>, tts: WidgetSpeech): boolean {
  if (!tts.enabled) return false;
  return alert.amount.amount >= tts.minAmounts[alert.amount.currency];
}

/** Cuts at the last word boundary within the limit, so no word is read half. */
function cut(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const head = text.slice(0, maxChars + 1);
  const boundary = head.lastIndexOf(' ');
  return (boundary > 0 ? head.slice(0, boundary) : text.slice(0, maxChars)).trim();
}

/**
 * The text the widget reads for an alert: its template with `{name}`, `{amount}` and `{message}` filled
 * from the cleaned texts, unknown tags dropped, dangling punctuation of an empty message trimmed, cut to
 * the widget's maximum. Empty when nothing is left to say.
 */
export function buildSpeechText(alert: SpokenAlert, tts: Pick<WidgetSpeech, 'template' | 'maxChars'>): string {
  const values: Record<string, string> = {
    name: speakableText(alert.donorName) || ANONYMOUS,
    amount: spokenAmount(alert.amount),
    message: speakableText(alert.message),
  };
  const filled = tts.template
    .replace(/\{(\w+)\}/gu, (_, tag: string) => values[tag] ?? '')
    .replace(/\s+/gu, ' ')
    .replace(/[\s:—–,-]+$/u, '')
    .trim();
  return cut(filled, tts.maxChars);
}
