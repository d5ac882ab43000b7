import { renderTemplate, type AlertLook, type TemplateValues, type WidgetLayout } from '@lootmarket/domain';
import clsx from 'clsx';
import type { CSSProperties } from 'react';

/** What the card draws with: the default look of a widget's settings, or the look an alert arrived with. */
export type AlertCardLook = Pick<
  AlertLook,
  'layout' | 'animation' | 'exitAnimation' | 'textColor' | 'accentColor' | 'fontSize' | 'titleTemplate' | 'textTemplate'
>;

export interface AlertCardProps {
  settings: AlertCardLook;
  imageUrl: string | null;
  values: TemplateValues;
  /** Leaving: plays the exit animation. */
  leaving?: boolean;
  className?: string;
}

const LAYOUT_CLASSES: Record<WidgetLayout, string> = {
  top: 'flex-col items-center text-center',
  under: 'flex-col-reverse items-center text-center',
  left: 'flex-row items-center text-left',
  right: 'flex-row-reverse items-center text-right',
  background: 'relative items-center justify-center text-center',
};

/** Animations of the alert; keyframes live beside the card so the overlay page needs no site styles. */
export const ALERT_KEYFRAMES = `
@keyframes alert-fade-in { from { opacity: 0 } }
@keyframes alert-slide-in { from { opacity: 0; transform: translateY(-40px) } }
@keyframes alert-zoom-in { from { opacity: 0; transform: scale(0.6) } }
@keyframes alert-fade-out { to { opacity: 0; transform: scale(0.96) } }
@keyframes alert-slide-out { to { opacity: 0; transform: translateY(40px) } }
@keyframes alert-zoom-out { to { opacity: 0; transform: scale(0.6) } }
`;

/**
 * One alert as viewers see it: image and texts placed by the layout. Every value goes into text nodes,
 * never into markup, so a donation message cannot add elements or run script.
 */
export function AlertCard({ settings, imageUrl, values, leaving = false, className }: AlertCardProps) {
  const title = renderTemplate(settings.titleTemplate, values);
  const text = renderTemplate(settings.textTemplate, values);
  const animation = leaving
    ? `alert-${settings.exitAnimation}-out 400ms ease-in forwards`
    : `alert-${settings.animation}-in 500ms cubic-bezier(0.2, 0.8, 0.2, 1) both`;
  const shadow: CSSProperties = { textShadow: '0 2px 10px rgb(0 0 0 / 0.85), 0 0 2px rgb(0 0 0 / 0.9)' };
  const isBackground = settings.layout === 'background';
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="alert-card"
      className={clsx('flex max-w-full gap-4 p-4', LAYOUT_CLASSES[settings.layout], className)}
      style={{ animation, color: settings.textColor }}
    >
      {imageUrl ? (
        <img
          src={imageUrl}
          alt=""
          className={clsx(
            isBackground
              ? 'absolute inset-0 -z-10 size-full rounded-2xl object-cover'
              : 'max-h-56 max-w-[45%] min-w-0 object-contain',
            settings.layout === 'top' || settings.layout === 'under' ? 'max-w-full' : '',
          )}
        />
      ) : null}
      <div className={clsx('min-w-0 break-words', isBackground && 'px-6 py-10')}>
        {title.length > 0 ? (
          <p className="leading-tight font-extrabold" style={{ ...shadow, fontSize: settings.fontSize }}>
            {title.map((part, index) => (
              <span key={index} style={part.tag ? { color: settings.accentColor } : undefined}>
                {part.text}
              </span>
            ))}
          </p>
        ) : null}
        {text.length > 0 ? (
          <p
            className="mt-2 leading-snug font-semibold whitespace-pre-line"
            style={{ ...shadow, fontSize: Math.max(14, Math.round(settings.fontSize * 0.6)) }}
          >
            {text.map((part) => part.text).join('')}
          </p>
        ) : null}
      </div>
    </div>
  );
}
