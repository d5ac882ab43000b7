import { Headphones, ShieldCheck, Zap } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '#app/components/ui/button';
import { useT } from '#app/lib/translations';

const TRUST = [
  { icon: ShieldCheck, title: 'home.trustEscrowTitle' },
  { icon: Zap, title: 'home.trustDeliveryTitle' },
  { icon: Headphones, title: 'home.trustSupportTitle' },
] as const;

/** The page's promise in one line, the two busiest ways in, and why paying here is safe. */
export function HomeHero({ steamTopUpPath }: { steamTopUpPath: string }) {
  const t = useT();
  return (
    <section
      data-testid="home-hero"
      className="relative flex flex-col justify-center overflow-hidden rounded-3xl border border-border bg-surface px-5 py-7 sm:px-8 sm:py-10"
    >
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(70%_90%_at_100%_0%,rgba(124,92,255,0.32),transparent_60%),radial-gradient(60%_80%_at_0%_100%,rgba(61,220,151,0.16),transparent_60%)]"
      />
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[linear-gradient(rgba(255,255,255,0.035)_1px,transparent_1px),linear-gradient(90deg,rgba(255,255,255,0.035)_1px,transparent_1px)] [mask-image:radial-gradient(80%_80%_at_70%_20%,black,transparent)] bg-[size:32px_32px]"
      />
      <div className="relative">
        <span className="inline-flex items-center gap-2 rounded-full border border-accent/30 bg-accent/10 px-3 py-1 text-xs font-semibold text-accent">
          <span className="size-1.5 rounded-full bg-accent shadow-[0_0_8px_var(--color-accent)]" />
          Маркетплейс игровых товаров
        </span>
        <h1 className="mt-4 text-3xl leading-[1.08] font-extrabold tracking-tight text-balance sm:text-5xl">
          {t('home.heroTitle')}
        </h1>
        <p className="mt-4 max-w-xl text-base text-muted sm:text-lg">{t('home.heroText')}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/ru-ru/igry" className={buttonClassName({ size: 'lg', className: 'max-sm:flex-1' })}>
            {t('home.heroCta')}
          </Link>
          <Link
            to={steamTopUpPath}
            className={buttonClassName({ variant: 'secondary', size: 'lg', className: 'max-sm:flex-1' })}
          >
            Пополнить Steam
          </Link>
        </div>
        <ul className="mt-7 flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted">
          {TRUST.map(({ icon: Icon, title }) => (
            <li key={title} className="inline-flex items-center gap-2">
              <Icon aria-hidden className="size-4 text-accent" />
              {t(title)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
