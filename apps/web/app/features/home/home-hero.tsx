import { ShieldCheck, Zap, Headphones } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '#app/lib/translations';

export function HomeHero() {
  const t = useT();
  return (
    <section className="relative overflow-hidden rounded-3xl border border-border bg-surface px-5 py-8 sm:px-10 sm:py-12">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 bg-[radial-gradient(60%_80%_at_100%_0%,rgba(124,92,255,0.35),transparent_60%),radial-gradient(50%_70%_at_0%_100%,rgba(61,220,151,0.18),transparent_60%)]" />
      <div className="relative max-w-2xl">
        <h1 className="text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl">{t('home.heroTitle')}</h1>
        <p className="mt-4 text-base text-muted sm:text-lg">{t('home.heroText')}</p>
        <Link
          to="/ru-ru/igry"
          className="mt-6 inline-flex h-12 items-center rounded-xl bg-primary px-6 font-semibold text-white transition hover:bg-primary-hover"
        >
          {t('home.heroCta')}
        </Link>
      </div>
    </section>
  );
}

const TRUST = [
  { icon: ShieldCheck, title: 'home.trustEscrowTitle', text: 'home.trustEscrowText' },
  { icon: Zap, title: 'home.trustDeliveryTitle', text: 'home.trustDeliveryText' },
  { icon: Headphones, title: 'home.trustSupportTitle', text: 'home.trustSupportText' },
] as const;

export function TrustStrip() {
  const t = useT();
  return (
    <ul className="grid gap-3 sm:grid-cols-3">
      {TRUST.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex items-start gap-3 rounded-2xl border border-border bg-surface p-4">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <span>
            <span className="block font-semibold">{t(title)}</span>
            <span className="mt-0.5 block text-sm text-muted">{t(text)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
