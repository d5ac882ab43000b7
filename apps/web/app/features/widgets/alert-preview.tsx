import { templateTagsFor, type Widget, type WidgetSettings } from '@lootmarket/domain';
import { AlertCard, ALERT_KEYFRAMES } from './alert-card';

/** The alert as it will look on stream, redrawn on every change, over a stand-in for the game picture. */
export function AlertPreview({
  widget,
  settings,
  replayKey,
}: {
  widget: Widget;
  settings: WidgetSettings;
  replayKey: number;
}) {
  const isOffer = widget.type === 'offer';
  const examples = Object.fromEntries(templateTagsFor(widget.type).map((tag) => [tag.tag, tag.example]));
  const values = {
    name: examples['{name}'] ?? 'Алексей',
    amount: isOffer ? 129_000 : 15_000,
    currency: 'rub' as const,
    message: examples['{message}'] ?? '',
  };
  return (
    <section aria-label="Предпросмотр оповещения" className="overflow-hidden rounded-card border border-border">
      <style>{ALERT_KEYFRAMES}</style>
      <div className="grid min-h-64 place-items-center bg-[radial-gradient(circle_at_30%_20%,#2b3350_0%,#10131d_60%)] bg-cover p-4">
        <AlertCard
          key={replayKey}
          settings={settings}
          imageUrl={widget.imageUrl}
          values={values}
          className="w-full justify-center"
        />
      </div>
      <p className="border-t border-border bg-surface px-4 py-2 text-xs text-muted">
        Предпросмотр: так оповещение увидят зрители
      </p>
    </section>
  );
}
