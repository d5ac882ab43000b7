import { DONATION_PAGE_ACCENTS, type DonationPageAccent, type DonationPageBackground } from '@lootmarket/domain';
import clsx from 'clsx';
import type { CSSProperties } from 'react';

/**
 * The streamer's accent as the page's primary colour: buttons, focus rings and progress bars inside
 * the element follow it. Set through a style attribute, which the page's nonce CSP allows.
 */
export function accentStyle(accent: DonationPageAccent): CSSProperties {
  const { hex, fill } = DONATION_PAGE_ACCENTS[accent];
  return {
    '--donate-accent': hex,
    '--color-primary': hex,
    // Filled buttons (the donate button) take a darker shade of it, so their white text stays readable.
    '--color-primary-fill': fill,
    '--color-primary-hover': `color-mix(in srgb, ${hex} 85%, white)`,
    '--color-primary-soft': `${hex}26`,
  } as CSSProperties;
}

const tint = (percent: number) => `color-mix(in srgb, var(--donate-accent) ${percent}%, transparent)`;

/** The layers of each background preset, all drawn in the accent colour. */
const PRESET_LAYERS: Record<DonationPageBackground, string[]> = {
  glow: [
    `radial-gradient(120% 90% at 50% 0%, ${tint(35)} 0%, transparent 60%)`,
    `radial-gradient(50% 60% at 90% 20%, ${tint(18)} 0%, transparent 70%)`,
  ],
  gradient: [
    `linear-gradient(135deg, ${tint(55)} 0%, ${tint(12)} 45%, transparent 75%)`,
    `linear-gradient(225deg, ${tint(30)} 0%, transparent 50%)`,
  ],
  grid: [
    `linear-gradient(${tint(22)} 1px, transparent 1px) 0 0 / 32px 32px`,
    `linear-gradient(90deg, ${tint(22)} 1px, transparent 1px) 0 0 / 32px 32px`,
    `radial-gradient(90% 80% at 50% 0%, ${tint(30)} 0%, transparent 70%)`,
  ],
  plain: [],
};

/** The banner behind the donate card; it fades into the page so the card stays readable. */
export function DesignBackdrop({ background, className }: { background: DonationPageBackground; className?: string }) {
  const layers = PRESET_LAYERS[background];
  return (
    <div
      aria-hidden
      data-background={background}
      className={clsx(
        'pointer-events-none absolute inset-x-0 top-0 -z-10 overflow-hidden',
        className ?? 'h-72 sm:h-80',
      )}
    >
      {layers.length > 0 ? <div className="absolute inset-0" style={{ background: layers.join(', ') }} /> : null}
      <div className="absolute inset-0 bg-[linear-gradient(transparent_0,var(--color-bg)_100%)]" />
    </div>
  );
}

/** The streamer's own headline and about text; plain text, line breaks kept. */
export function DesignGreeting({ headline, about }: { headline: string; about: string }) {
  if (!headline && !about) return null;
  return (
    <section
      data-testid="donate-greeting"
      className="rounded-2xl border border-[color-mix(in_srgb,var(--donate-accent)_35%,transparent)] bg-[color-mix(in_srgb,var(--donate-accent)_8%,transparent)] px-4 py-3.5 text-center"
    >
      {headline ? (
        <p data-testid="donate-headline" className="text-base font-bold break-words text-text sm:text-lg">
          {headline}
        </p>
      ) : null}
      {about ? (
        <p
          data-testid="donate-about"
          className={clsx('text-sm break-words whitespace-pre-line text-muted', headline && 'mt-1.5')}
        >
          {about}
        </p>
      ) : null}
    </section>
  );
}
