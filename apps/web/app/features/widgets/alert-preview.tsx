import { templateTagsFor, type AlertLook, type CurrencyCode, type WidgetType } from '@lootmarket/domain';
import { AlertCard, ALERT_KEYFRAMES } from './alert-card';

/**
 * An alert drawn by the overlay's own card with a resolved look (the default one or a variation's),
 * redrawn on every change, over a stand-in for the game picture.
 */
export function AlertPreview({
  type,
  look,
  amount,
  caption,
  replayKey,
}: {
  type: WidgetType;
  look: AlertLook;
  amount: { amount: number; currency: CurrencyCode };
  caption: string;
  replayKey: number;
}) {
  const examples = Object.fromEntries(templateTagsFor(type).map((tag) => [tag.tag, tag.example]));
  const values = {
    name: examples['{name}'] ?? 'Алексей',
    ...amount,
    message: examples['{message}'] ?? '',
  };
  return (
    <section
      id="alert-preview"
      aria-label="Предпросмотр оповещения"
      data-look={look.variationId ?? 'default'}
      className="scroll-mt-20 overflow-hidden rounded-card border border-border"
    >
      <style>{ALERT_KEYFRAMES}</style>
      <div className="grid min-h-64 place-items-center bg-[radial-gradient(circle_at_30%_20%,#2b3350_0%,#10131d_60%)] bg-cover p-4">
        <AlertCard
          key={replayKey}
          settings={look}
          imageUrl={look.imageUrl}
          values={values}
          className="w-full justify-center"
        />
      </div>
      <p className="border-t border-border bg-surface px-4 py-2 text-xs text-muted">{caption}</p>
    </section>
  );
}
