import { ArrowUpRight } from 'lucide-react';
import type { CSSProperties } from 'react';
import { Link, useLocation } from 'react-router';
import { Logo } from '#app/components/brand/logo';
import { SITE } from '#app/lib/site';
import { FOOTER_COLUMNS, SOCIAL_LINKS, visibleFooterLinks, type FooterLink } from './footer-links';

const linkClassName =
  'inline-flex items-center gap-1 rounded-md py-1 text-sm text-muted transition-colors duration-150 hover:text-text';

function FooterLinkItem({ link }: { link: FooterLink }) {
  if (link.external) {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" className={`group ${linkClassName}`}>
        {link.label}
        <ArrowUpRight
          aria-hidden="true"
          className="size-3.5 text-subtle transition-transform duration-150 group-hover:translate-x-0.5 group-hover:-translate-y-0.5 group-hover:text-text"
        />
      </a>
    );
  }
  return (
    <Link to={link.href} className={linkClassName}>
      {link.label}
    </Link>
  );
}

function SocialLinks() {
  return (
    <ul className="flex flex-wrap gap-2">
      {SOCIAL_LINKS.map((social) => (
        <li key={social.href}>
          <a
            href={social.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={social.label}
            title={social.label}
            style={{ '--brand': social.hoverColor } as CSSProperties}
            className="flex size-10 items-center justify-center rounded-xl border border-border bg-surface-2 text-muted transition-colors duration-150 hover:border-(--brand) hover:text-(--brand)"
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" className="size-[18px] fill-current">
              <path d={social.path} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}

export function Footer({ showContentCreatorsTerms }: { showContentCreatorsTerms: boolean }) {
  const { pathname } = useLocation();
  return (
    <footer className="render-when-near mt-12 border-t border-border bg-surface/50 lg:mt-16">
      <div className="mx-auto w-full max-w-[1280px] px-4 pt-10 pb-8 sm:px-6 lg:pt-14">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)] lg:gap-16">
          <div className="flex max-w-sm flex-col gap-5">
            <Logo className="self-start" />
            <p className="text-sm leading-relaxed text-muted">
              Ключи, пополнение Steam, игровая валюта и донаты стримерам — с быстрой доставкой и защитой каждой сделки.
            </p>
            <SocialLinks />
          </div>
          <div className="grid grid-cols-1 gap-x-4 gap-y-8 min-[360px]:grid-cols-2 lg:contents">
            {FOOTER_COLUMNS.map((column) => (
              <nav key={column.id} aria-labelledby={`footer-${column.id}`}>
                <h2
                  id={`footer-${column.id}`}
                  className="mb-3 text-xs font-semibold tracking-[0.08em] text-subtle uppercase"
                >
                  {column.title}
                </h2>
                <ul className="flex flex-col gap-1">
                  {visibleFooterLinks(column.links, { pathname, showContentCreatorsTerms }).map((link) => (
                    <li key={link.href}>
                      <FooterLinkItem link={link} />
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </div>
        <div className="mt-10 flex flex-col gap-1.5 border-t border-border pt-6 text-xs text-subtle sm:flex-row sm:items-center sm:justify-between sm:gap-6">
          <p>{`© ${SITE.copyrightYear} ${SITE.name}`}</p>
          <p>Маркетплейс цифровых товаров для геймеров и сервис донатов для стримеров.</p>
        </div>
      </div>
    </footer>
  );
}
