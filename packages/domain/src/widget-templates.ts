import type { CurrencyCode } from './currencies';
import { formatMoney } from './money';
import type { WidgetType } from './widgets';

/** Placeholders a title or text template may hold. */
const TEMPLATE_TAGS = ['name', 'amount', 'message'] as const;
type TemplateTag = (typeof TEMPLATE_TAGS)[number];

const TAG_LABELS: Record<'donation' | 'order', Record<TemplateTag, { label: string; example: string }>> = {
  donation: {
    name: { label: 'Имя донатера', example: 'Алексей' },
    amount: { label: 'Сумма доната', example: '150 ₽' },
    message: { label: 'Сообщение', example: 'Привет со стрима!' },
  },
  order: {
    name: { label: 'Имя покупателя', example: 'Алексей' },
    amount: { label: 'Сумма покупки', example: '1 290 ₽' },
    message: { label: 'Название товара', example: 'Steam: пополнение баланса' },
  },
};

/** The tags with labels for a widget type; offer widgets speak of purchases, the rest of donations. */
export function templateTagsFor(type: WidgetType | undefined): { tag: string; label: string; example: string }[] {
  const labels = TAG_LABELS[type === 'offer' ? 'order' : 'donation'];
  return TEMPLATE_TAGS.map((tag) => ({ tag: `{${tag}}`, ...labels[tag] }));
}

/** One run of text; `tag` marks a value substituted for a placeholder, so it can be highlighted. */
interface TemplatePart {
  text: string;
  tag?: TemplateTag;
}

export interface TemplateValues {
  name: string;
  amount: number;
  currency: CurrencyCode;
  message: string;
}

const PLACEHOLDER = /\{(name|amount|message)\}/g;

/**
 * Fills a template with an alert's values as plain text runs. Values are never re-scanned for
 * placeholders, and the result is meant for text nodes only: nothing here is markup.
 */
export function renderTemplate(template: string, values: TemplateValues): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    const index = match.index ?? 0;
    if (index > last) parts.push({ text: template.slice(last, index) });
    const tag = match[1] as TemplateTag;
    parts.push({ text: tagValue(tag, values), tag });
    last = index + match[0].length;
  }
  if (last < template.length) parts.push({ text: template.slice(last) });
  return mergeEmpty(parts);
}

function tagValue(tag: TemplateTag, values: TemplateValues): string {
  if (tag === 'amount') return formatMoney(values.amount, values.currency);
  return values[tag];
}

/** Drops empty runs, so an alert without a message renders no stray node. */
function mergeEmpty(parts: TemplatePart[]): TemplatePart[] {
  return parts.filter((part) => part.text.length > 0);
}
