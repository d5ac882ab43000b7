import {
  BASIS_POINTS_PER_WHOLE,
  DONATION_FEE_BASIS_POINTS,
  DONATION_LIMITS,
  formatMoney,
  type DonationStreamer,
} from '@lootmarket/domain';
import { BellRing, Heart, ShieldCheck, Target, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClassName } from '#app/components/ui/button';
import { avatarFill } from '#app/lib/avatar-fill';
import { requestConnect } from '#app/lib/auth-events';

const FEE_PERCENT = (DONATION_FEE_BASIS_POINTS * 100) / BASIS_POINTS_PER_WHOLE;

const FEATURES: ReadonlyArray<{ icon: ReactNode; title: string; text: string }> = [
  {
    icon: <BellRing aria-hidden className="size-5" />,
    title: 'Алерты в OBS',
    text: 'Донат появляется на трансляции через секунду: картинка, звук и текст — как вы настроите.',
  },
  {
    icon: <Target aria-hidden className="size-5" />,
    title: 'Цели сбора',
    text: 'Шкала прогресса на странице доната и в виджете растёт с каждым донатом.',
  },
  {
    icon: <ShieldCheck aria-hidden className="size-5" />,
    title: 'Модерация',
    text: 'Запрещённые слова скрываются ещё на сервере — даже написанные латиницей или с невидимыми символами.',
  },
  {
    icon: <Wallet aria-hidden className="size-5" />,
    title: 'Деньги сразу в кошельке',
    text: `Комиссия платформы — ${FEE_PERCENT}%. Остальное зачисляется на ваш кошелёк сразу после оплаты.`,
  },
];

/** `/donations/create`: what streamers get and the way to connect donations. */
export function DonationsLanding({ streamers }: { streamers: DonationStreamer[] }) {
  return (
    <main className="mx-auto w-full max-w-6xl px-4 pt-8 pb-16 desktop:px-6" data-layout="donations-create">
      <section className="relative isolate overflow-hidden rounded-3xl border border-border bg-surface px-5 py-10 text-center sm:px-10 sm:py-16">
        <div
          aria-hidden
          className="absolute inset-0 -z-10 bg-[radial-gradient(60%_80%_at_50%_0%,#7c5cff40_0%,transparent_70%),radial-gradient(40%_60%_at_90%_100%,#3ddc9726_0%,transparent_70%)]"
        />
        <span className="inline-flex items-center gap-1.5 rounded-full bg-primary-soft px-3 py-1 text-sm font-semibold text-primary">
          <Heart aria-hidden className="size-4" />
          Донаты для стримеров
        </span>
        <h1 className="mx-auto mt-4 max-w-3xl text-3xl font-black tracking-tight sm:text-5xl">
          Принимайте донаты от зрителей за пару минут
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-muted sm:text-lg">
          Своя страница доната, алерты на трансляции, цели сбора и модерация сообщений. Зрители платят картой — от{' '}
          {formatMoney(DONATION_LIMITS.rub.min, 'rub')} до {formatMoney(DONATION_LIMITS.rub.max, 'rub')}, а также в
          долларах и тенге.
        </p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Button size="lg" onClick={() => requestConnect('connect-donations')} data-testid="connect-donations">
            Подключить донаты
          </Button>
          <Link to="/terms-donation" className={buttonClassName({ variant: 'secondary', size: 'lg' })}>
            Условия доната
          </Link>
        </div>
      </section>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="rounded-2xl border border-border bg-surface p-5">
            <span className="grid size-10 place-items-center rounded-xl bg-primary-soft text-primary">
              {feature.icon}
            </span>
            <h2 className="mt-4 font-bold">{feature.title}</h2>
            <p className="mt-1.5 text-sm text-muted">{feature.text}</p>
          </li>
        ))}
      </ul>
      {streamers.length > 0 ? (
        <section aria-labelledby="streamers-title" className="mt-10">
          <h2 id="streamers-title" className="text-xl font-bold sm:text-2xl">
            Уже принимают донаты
          </h2>
          <ul className="mt-4 flex flex-wrap gap-3">
            {streamers.map((streamer) => (
              <li key={streamer.id}>
                <Link
                  to={`/${streamer.slug}/donate`}
                  className="flex items-center gap-2.5 rounded-full border border-border bg-surface py-1.5 pr-4 pl-1.5 transition hover:border-primary/60"
                >
                  <span
                    aria-hidden
                    className="grid size-8 place-items-center rounded-full text-xs font-bold text-white"
                    style={{ backgroundColor: avatarFill(streamer.avatarColor) }}
                  >
                    {streamer.avatarLetters.slice(0, 2)}
                  </span>
                  <span className="text-sm font-semibold">{streamer.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}
