import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '#app/components/ui/button';

// No-break spaces keep amounts and dates from splitting across lines.
const NB = '\u00A0';

/** The spring-sale banner of the home page (spec §1), drawn with the promo's own art. */
export function PromoBanner({ art, href, channelUrl }: { art: ReactNode; href: string; channelUrl: string }) {
  return (
    <section
      aria-labelledby="spring-sale-banner-title"
      data-testid="spring-sale-banner"
      className="relative flex flex-col overflow-hidden rounded-3xl border border-primary/30 bg-[#120d33]"
    >
      <Link to={href} tabIndex={-1} aria-hidden className="block">
        {art}
      </Link>
      <div className="flex flex-1 flex-col gap-3 bg-gradient-to-b from-[#1a1247] to-[#120d33] p-5 sm:flex-row sm:items-center sm:gap-6 sm:p-6">
        <div className="flex-1">
          <h2 id="spring-sale-banner-title" className="text-lg font-bold">
            Весенняя распродажа
          </h2>
          <p className="mt-1 text-sm leading-snug text-[#d9ccff]">
            Пополнения баланса от 1{NB}000{NB}₽ с 13 по 31{NB}марта участвуют в розыгрыше 50{NB}000{NB}₽ на баланс
            Steam. 10 победителей получат по 5{NB}000{NB}₽. Итоги — 1{NB}апреля в нашем{' '}
            <a
              href={channelUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium whitespace-nowrap text-white underline underline-offset-4 hover:text-accent"
            >
              Telegram-канале
            </a>
          </p>
        </div>
        <Link
          to={href}
          className={buttonClassName({
            className: 'bg-accent text-bg shadow-none hover:bg-accent hover:brightness-110',
          })}
        >
          Пополнить Steam
        </Link>
      </div>
    </section>
  );
}
