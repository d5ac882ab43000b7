import { CalendarDays, Gift, Send, Trophy, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClassName } from '#app/components/ui/button';
import { Modal } from '#app/components/ui/modal';
import { dismissSpringSale, isSpringSaleDismissed } from './promo-dismissal';
import { SaleEntryForm } from './sale-entry-form';
import { SpringSaleArt } from './spring-sale-art';
import { SPRING_SALE_CAMPAIGN, STEAM_TOP_UP_PATH, TELEGRAM_CHANNEL_URL } from './spring-sale';

// No-break spaces keep amounts and dates from splitting across lines.
const NB = '\u00A0';

/**
 * The spring-sale modal, opened by links that carry utm_campaign=springsale2025; visitors enter the prize
 * draw from it with an e-mail (a signed-in user's is filled in).
 */
export function SpringSalePromo({ accountEmail = null }: { accountEmail?: string | null }) {
  const [searchParams] = useSearchParams();
  const [closed, setClosed] = useState(isSpringSaleDismissed);
  const open = !closed && searchParams.get('utm_campaign') === SPRING_SALE_CAMPAIGN;

  // The utm stays in the URL for analytics; the page-view flag is what keeps the modal shut.
  function close() {
    dismissSpringSale();
    setClosed(true);
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title="Весенняя распродажа"
      description={`Пополняй Steam и забирай призы — розыгрыш 50${NB}000${NB}₽`}
      closeButton="desktop-hidden"
      media={
        <div className="overflow-hidden bg-[#120d33]">
          <SpringSaleArt variant="desktop" />
          <SpringSaleArt variant="tablet" />
          <SpringSaleArt variant="mobile" />
        </div>
      }
      footer={
        <Link
          to={STEAM_TOP_UP_PATH}
          onClick={close}
          className={buttonClassName({ size: 'lg', fullWidth: true, className: 'tablet:w-auto' })}
        >
          Пополнить Steam
        </Link>
      }
    >
      <ul className="grid gap-3 tablet:grid-cols-2">
        <Fact icon={CalendarDays}>
          Пополнения баланса от 1{NB}000{NB}₽ с 13 по 31{NB}марта участвуют в розыгрыше
        </Fact>
        <Fact icon={Gift}>
          Разыгрываем 50{NB}000{NB}₽ на баланс Steam
        </Fact>
        <Fact icon={Trophy}>
          10 победителей получат по 5{NB}000{NB}₽
        </Fact>
        <Fact icon={Send}>
          Итоги — 1{NB}апреля в нашем{' '}
          <a
            href={TELEGRAM_CHANNEL_URL}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium whitespace-nowrap text-primary underline-offset-4 hover:text-primary-hover hover:underline"
          >
            Telegram-канале
          </a>
        </Fact>
      </ul>
      <SaleEntryForm accountEmail={accountEmail} />
    </Modal>
  );
}

function Fact({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3 rounded-xl border border-border bg-surface-2 p-3 text-sm leading-snug">
      <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-primary-soft text-primary">
        <Icon className="size-[18px]" aria-hidden />
      </span>
      <span className="self-center">{children}</span>
    </li>
  );
}
