import type { DonationPageDesign, DonationStreamer } from '@lootmarket/domain';
import { accentStyle, DesignBackdrop, DesignGreeting } from '#app/components/donation-page-design';

function PreviewAvatar({ streamer }: { streamer: DonationStreamer }) {
  const frame = 'size-16 rounded-full ring-4 ring-bg';
  if (streamer.avatar)
    return <img src={streamer.avatar} alt="" width={64} height={64} className={`${frame} object-cover`} />;
  return (
    <span
      aria-hidden
      className={`${frame} grid place-items-center text-xl font-black text-white uppercase`}
      style={{ background: `linear-gradient(135deg, ${streamer.avatarColor}, #0a0c13 170%)` }}
    >
      {streamer.avatarLetters.slice(0, 2)}
    </span>
  );
}

/** A small donate page as the draft would look; it follows every change before saving. */
export function PageDesignPreview({ design, streamer }: { design: DonationPageDesign; streamer: DonationStreamer }) {
  return (
    <figure aria-label="Предпросмотр страницы доната" data-testid="page-design-preview" className="min-w-0">
      <figcaption className="mb-2 text-sm font-medium">Предпросмотр</figcaption>
      <div
        className="relative isolate overflow-hidden rounded-2xl border border-border bg-bg px-4 pt-16 pb-5"
        style={accentStyle(design.accent)}
      >
        <DesignBackdrop background={design.background} className="h-40" />
        <div className="relative rounded-2xl border border-border bg-surface/95 px-4 pb-4">
          <div className="-mt-8 flex flex-col items-center text-center">
            <PreviewAvatar streamer={streamer} />
            <p className="mt-2 max-w-full text-lg font-black tracking-tight wrap-anywhere">{streamer.name}</p>
          </div>
          <div className="mt-3 flex flex-col gap-3">
            <DesignGreeting headline={design.headline.trim()} about={design.about.trim()} />
            <div
              aria-hidden
              className="h-10 rounded-xl border border-border bg-bg/60 px-3 text-sm leading-10 text-subtle"
            >
              Сумма доната
            </div>
            <div
              aria-hidden
              className="h-10 rounded-xl bg-primary-fill text-center text-sm leading-10 font-semibold text-white shadow-[0_8px_24px_-10px_var(--color-primary)]"
            >
              Отправить донат
            </div>
          </div>
        </div>
      </div>
    </figure>
  );
}
