import { z } from 'zod';

/** Kinds of stream overlay widgets; `unknown` keeps unrecognised widgets from breaking lists. */
const WIDGET_TYPES = ['donation', 'offer', 'combined', 'goal', 'media', 'unknown'] as const;
export type WidgetType = (typeof WIDGET_TYPES)[number];
export const widgetTypeSchema = z.enum(WIDGET_TYPES);

/** Where an alert's image sits relative to its text. */
const WIDGET_LAYOUTS = ['top', 'left', 'right', 'under', 'background'] as const;
export type WidgetLayout = (typeof WIDGET_LAYOUTS)[number];
export const widgetLayoutSchema = z.enum(WIDGET_LAYOUTS);

/** How a goal widget arranges its title and its end date. */
const WIDGET_TITLE_DATE_LAYOUTS = [
  'title_only',
  'date_only',
  'title_above_date',
  'date_above_title',
  'title_and_date_inline',
  'date_and_title_inline',
] as const;
export type WidgetTitleDateLayout = (typeof WIDGET_TITLE_DATE_LAYOUTS)[number];
export const widgetTitleDateLayoutSchema = z.enum(WIDGET_TITLE_DATE_LAYOUTS);

/** How a goal widget shows progress, e.g. "5 000 из 10 000 ₽", "50%", "5 000 ₽". */
export const GOAL_DISPLAY_FORMATS = [
  'amount_with_total',
  'percentage',
  'amount',
  'amount_with_percentage',
  'full',
] as const;
export type GoalDisplayFormat = (typeof GOAL_DISPLAY_FORMATS)[number];
export const goalDisplayFormatSchema = z.enum(GOAL_DISPLAY_FORMATS);

/** Tabs of the donation-alert settings. */
export const WIDGET_SETTINGS_TABS = ['style', 'image', 'sound', 'title', 'text', 'speech', 'variations'] as const;
export type WidgetSettingsTab = (typeof WIDGET_SETTINGS_TABS)[number];
