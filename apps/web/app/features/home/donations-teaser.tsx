import { Radio } from 'lucide-react';
import { requestConnect } from '#app/lib/auth-events';
import { useT } from '#app/lib/translations';

export function DonationsTeaser() {
  const t = useT();
  return (
    <section className="flex flex-col items-start gap-4 rounded-3xl border border-border bg-gradient-to-br from-surface-2 to-surface p-6 sm:flex-row sm:items-center sm:p-8">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-accent/15 text-accent">
        <Radio className="size-6" aria-hidden="true" />
      </span>
      <div className="flex-1">
        <h2 className="text-xl font-bold">{t('home.donationsTitle')}</h2>
        <p className="mt-1 text-muted">{t('home.donationsText')}</p>
      </div>
      <button
        type="button"
        onClick={() => requestConnect('connect-donations')}
        className="h-11 rounded-xl border border-border bg-surface-3 px-5 font-semibold transition hover:border-accent hover:text-accent"
      >
        {t('home.donationsCta')}
      </button>
    </section>
  );
}
