import { AlertCard, ALERT_KEYFRAMES } from './alert-card';
import { GoalCard } from './goal-card';
import { MediaOverlay } from './media-overlay';
import { useOverlay } from './use-overlay';

/** Keeps the page see-through in OBS: nothing but the alert is drawn. */
const TRANSPARENT_PAGE = `html, body { background: transparent !important; overflow: hidden; } ${ALERT_KEYFRAMES}`;

/** The OBS browser source: an empty, transparent page that shows queued alerts one by one. */
export function WidgetOverlay({ token }: { token: string }) {
  const { status, widget, current, look, leaving, goal, media, mediaEnded } = useOverlay(token);
  return (
    <main
      className="grid min-h-dvh place-items-center p-4"
      data-overlay-status={status}
      data-look={look?.variationId ?? 'default'}
    >
      <style>{TRANSPARENT_PAGE}</style>
      {status === 'revoked' ? (
        <p role="alert" className="rounded-xl bg-black/70 px-4 py-3 text-sm font-medium text-white">
          Ссылка виджета больше не действует. Скопируйте новую в панели донатов.
        </p>
      ) : null}
      {widget?.type === 'goal' && goal ? <GoalCard goal={goal} settings={widget.settings} /> : null}
      {widget?.type === 'media' ? <MediaOverlay state={media} onEnded={mediaEnded} /> : null}
      {current && look ? (
        <AlertCard
          key={current.id}
          settings={look}
          imageUrl={look.imageUrl}
          leaving={leaving}
          values={{
            name: current.donorName,
            amount: current.amount,
            currency: current.currency,
            message: current.message,
          }}
        />
      ) : null}
    </main>
  );
}
