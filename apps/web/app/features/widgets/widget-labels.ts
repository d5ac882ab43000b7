import type {
  WidgetAnimation,
  WidgetLayout,
  WidgetSettingsTab,
  WidgetTitleDateLayout,
  WidgetType,
} from '@lootmarket/domain';

/** Alert widget kinds; media widgets live on the dashboard's video tab. */
export const WIDGET_TYPE_LABELS: Record<Exclude<WidgetType, 'unknown' | 'media'>, string> = {
  donation: 'Донаты',
  offer: 'Покупки',
  combined: 'Донаты и покупки',
  goal: 'Цель сбора',
};

export const SETTINGS_TAB_LABELS: Record<WidgetSettingsTab, string> = {
  style: 'Стиль',
  image: 'Изображение',
  sound: 'Звук',
  title: 'Заголовок',
  text: 'Текст',
  speech: 'Озвучка',
  variations: 'Вариации',
};

export const LAYOUT_LABELS: Record<WidgetLayout, string> = {
  top: 'Картинка сверху',
  left: 'Картинка слева',
  right: 'Картинка справа',
  under: 'Картинка снизу',
  background: 'Картинка фоном',
};

export const ANIMATION_LABELS: Record<WidgetAnimation, string> = {
  fade: 'Появление',
  slide: 'Выезд сверху',
  zoom: 'Увеличение',
};

export const TITLE_DATE_LABELS: Record<WidgetTitleDateLayout, string> = {
  title_only: 'Только название',
  date_only: 'Только дата',
  title_above_date: 'Название над датой',
  date_above_title: 'Дата над названием',
  title_and_date_inline: 'Название и дата в строку',
  date_and_title_inline: 'Дата и название в строку',
};
