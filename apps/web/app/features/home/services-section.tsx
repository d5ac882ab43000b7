import type { ContentBlock, ContentIcon } from '@lootmarket/domain';
import {
  ArrowUpRight,
  CalendarDays,
  CreditCard,
  Gamepad2,
  Gem,
  Gift,
  Headphones,
  Radio,
  ShieldCheck,
  Store,
  Wallet,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { requestConnect } from '#app/lib/auth-events';
import { SectionHeading } from './section-heading';

const ICONS: Record<ContentIcon, LucideIcon> = {
  wallet: Wallet,
  radio: Radio,
  store: Store,
  shield: ShieldCheck,
  zap: Zap,
  gift: Gift,
  gamepad: Gamepad2,
  gem: Gem,
  card: CreditCard,
  calendar: CalendarDays,
  headphones: Headphones,
};

const CARD =
  'group relative flex h-full w-full items-start gap-4 overflow-hidden rounded-2xl border border-border bg-surface p-4 text-left transition sm:flex-col sm:gap-3 sm:p-5 duration-200 hover:-translate-y-0.5 hover:border-primary/60 hover:shadow-[var(--shadow-card)]';

/** The platform's own services: links, or connect actions that sign the visitor in first. */
export function ServicesSection({ title = 'Сервисы Лутмаркета', items }: { title?: string; items: ContentBlock[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="services-title" data-testid="home-services" className="render-when-near">
      <SectionHeading id="services-title" title={title} />
      <ul className="grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-4">
        {items.map((block) => (
          <li key={block.id}>
            <ServiceTarget block={block}>
              <ServiceBody block={block} />
            </ServiceTarget>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ServiceTarget({ block, children }: { block: ContentBlock; children: ReactNode }) {
  const action = block.action;
  if (action)
    return (
      <button type="button" onClick={() => requestConnect(action)} className={CARD}>
        {children}
      </button>
    );
  const href = block.href ?? '/';
  if (/^https?:\/\//.test(href))
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={CARD}>
        {children}
      </a>
    );
  return (
    <Link to={href} className={CARD}>
      {children}
    </Link>
  );
}

function ServiceBody({ block }: { block: ContentBlock }) {
  const Icon = block.icon ? ICONS[block.icon] : ArrowUpRight;
  return (
    <>
      <span
        aria-hidden
        className="pointer-events-none absolute -top-10 -right-10 size-32 rounded-full opacity-25 blur-2xl"
        style={{ backgroundColor: block.accentColor }}
      />
      <span className="flex shrink-0 items-center justify-between sm:w-full">
        <span
          className="grid size-11 place-items-center rounded-xl text-white"
          style={{ background: `linear-gradient(135deg, ${block.accentColor}, ${block.accentColor}99)` }}
        >
          <Icon aria-hidden className="size-5" />
        </span>
        {block.badge ? (
          <span className="rounded-full bg-accent/15 px-2 py-0.5 text-xs font-semibold text-accent max-sm:hidden">
            {block.badge}
          </span>
        ) : null}
      </span>
      <span className="flex min-w-0 flex-col gap-1">
        <span className="text-base font-bold">{block.title}</span>
        <span className="text-sm leading-snug text-muted">{block.subtitle}</span>
      </span>
      <ArrowUpRight
        aria-hidden
        className="mt-auto size-5 shrink-0 text-subtle transition group-hover:translate-x-0.5 group-hover:-translate-y-0.5 group-hover:text-primary max-sm:hidden"
      />
    </>
  );
}
