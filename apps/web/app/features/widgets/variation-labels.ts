import type { CurrencyCode, WidgetAnimation, WidgetVariationCondition } from '@lootmarket/domain';

export const CONDITION_LABELS: Record<WidgetVariationCondition, string> = {
  any: 'Все оповещения',
  media: 'Только с медиа',
  test: 'Только тестовые',
};

export const CURRENCY_LABELS: Record<CurrencyCode, string> = {
  rub: 'Рубли, ₽',
  usd: 'Доллары, $',
  kzt: 'Тенге, ₸',
};

export const EXIT_ANIMATION_LABELS: Record<WidgetAnimation, string> = {
  fade: 'Растворение',
  slide: 'Уход вниз',
  zoom: 'Уменьшение',
};
