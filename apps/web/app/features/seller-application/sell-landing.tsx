import { formatMoney, type HeaderUser } from '@lootmarket/domain';
import { BadgePercent, Banknote, Clock, ShieldCheck, Store, Zap } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClassName } from '#app/components/ui/button';
import { requestConnect } from '#app/lib/auth-events';
import { plural } from '#app/lib/seller-format';
import { DEAL_HOURS, EXAMPLE_SALE_MINOR, PAYOUT_TERMS, categoryFeeRows } from './sell-facts';
import { SellerApplicationPending } from './become-seller-entry';
import { SellerApplicationModal } from './seller-application-modal';
import { SellerRules } from './seller-rules';
import { useSellerApplication } from './use-seller-application';

const REASONS: ReadonlyArray<{ icon: ReactNode; title: string; text: string }> = [
  {
    icon: <ShieldCheck aria-hidden className="size-5" />,
    title: 'Безопасная сделка',
    text: 'Покупатель платит сразу, деньги ждут на гарантийном счёте. Вы отдаёте товар, зная, что оплата уже есть.',
  },
  {
    icon: <Zap aria-hidden className="size-5" />,
    title: 'Автовыдача ключей',
    text: 'Загрузите ключи файлом — покупатель получит свой сразу после оплаты, даже ночью. Ключи хранятся зашифрованными.',
  },
  {
    icon: <BadgePercent aria-hidden className="size-5" />,
    title: 'Комиссия только с продаж',
    text: 'Размещение бесплатное. Платформа берёт процент лишь с состоявшейся сделки — он зависит от категории.',
  },
];

function daysText(days: number): string {
  return `${days} ${plural(days, ['день', 'дня', 'дней'])}`;
}

function dealSteps(): string[] {
  return [
    'Покупатель оплачивает заказ — деньги блокируются на гарантийном счёте.',
    `Вы принимаете заказ в течение ${DEAL_HOURS.accept} ч и выполняете его не позже чем через ${DEAL_HOURS.fulfil} ч после оплаты. Ключи из стока выдаются автоматически.`,
    `Покупатель подтверждает получение. Если он молчит ${DEAL_HOURS.confirm} ч после выдачи, заказ закрывается сам.`,
    `Сумма за вычетом комиссии зачисляется на ваш кошелёк. Вывести её можно через ${daysText(PAYOUT_TERMS.newSellerHoldDays)} удержания.`,
  ];
}

/** `/sell`: why sell here, what it costs, when the money comes, and the way to apply. */
export function SellLanding({ user }: { user: HeaderUser | null }) {
  const [applying, setApplying] = useState(false);
  const pending = useSellerApplication(Boolean(user && !user.isSeller)) === 'pending';
  const start = () => (user ? setApplying(true) : requestConnect('connect-shop'));
  return (
    <main className="mx-auto w-full max-w-6xl px-4 pt-8 pb-16 desktop:px-6" data-layout="sell">
      <section className="relative isolate overflow-hidden rounded-3xl border border-border bg-surface px-5 py-10 text-center sm:px-10 sm:py-16">
        <div
          aria-hidden
          className="absolute inset-0 -z-10 bg-[radial-gradient(60%_80%_at_50%_0%,#7c5cff40_0%,transparent_70%),radial-gradient(40%_60%_at_10%_100%,#3ddc9726_0%,transparent_70%)]"
        />
        <span className="inline-flex items-center gap-1.5 rounded-full bg-primary-soft px-3 py-1 text-sm font-semibold text-primary">
          <Store aria-hidden className="size-4" />
          Для продавцов
        </span>
        <h1 className="mx-auto mt-4 max-w-3xl text-3xl font-black tracking-tight sm:text-5xl">
          Продавайте ключи, валюту и подписки на Лутмаркете
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-muted sm:text-lg">
          Покупатели приходят за цифровыми товарами каждый день. Вы выставляете товар, мы принимаем оплату и держим её
          до выполнения заказа.
        </p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          {user?.isSeller ? (
            <Link to={`/${user.id}/shop`} className={buttonClassName({ size: 'lg' })} data-testid="open-shop">
              Перейти в магазин
            </Link>
          ) : pending ? (
            <div className="rounded-2xl border border-border bg-bg px-5 py-4 text-left text-sm">
              <SellerApplicationPending />
            </div>
          ) : (
            <Button size="lg" onClick={start} data-testid="become-seller">
              Стать продавцом
            </Button>
          )}
          <a href="#fees" className={buttonClassName({ variant: 'secondary', size: 'lg' })}>
            Комиссии
          </a>
        </div>
      </section>

      <ul className="mt-8 grid gap-4 lg:grid-cols-3">
        {REASONS.map((reason) => (
          <li key={reason.title} className="rounded-2xl border border-border bg-surface p-5">
            <span className="grid size-10 place-items-center rounded-xl bg-primary-soft text-primary">
              {reason.icon}
            </span>
            <h2 className="mt-4 font-bold">{reason.title}</h2>
            <p className="mt-1.5 text-sm text-muted">{reason.text}</p>
          </li>
        ))}
      </ul>

      <div className="mt-10 grid gap-6 lg:grid-cols-2">
        <DealSteps />
        <FeeTable />
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Payouts />
        <div className="space-y-4">
          <SellerRules />
          {user?.isSeller || pending ? null : (
            <Button fullWidth variant="secondary" onClick={start}>
              Стать продавцом
            </Button>
          )}
        </div>
      </div>
      <SellerApplicationModal open={applying} onOpenChange={setApplying} />
    </main>
  );
}

function DealSteps() {
  return (
    <section aria-labelledby="deal-title" className="rounded-2xl border border-border bg-surface p-5 sm:p-6">
      <h2 id="deal-title" className="flex items-center gap-2 text-xl font-bold">
        <Clock aria-hidden className="size-5 text-primary" /> Как проходит сделка
      </h2>
      <ol className="mt-4 space-y-3">
        {dealSteps().map((step, index) => (
          <li key={step} className="flex gap-3 text-sm">
            <span className="grid size-7 shrink-0 place-items-center rounded-full bg-primary-soft font-bold text-primary">
              {index + 1}
            </span>
            <span className="pt-1 text-muted">{step}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

function FeeTable() {
  return (
    <section
      id="fees"
      aria-labelledby="fees-title"
      className="scroll-mt-24 rounded-2xl border border-border bg-surface p-5 sm:p-6"
    >
      <h2 id="fees-title" className="flex items-center gap-2 text-xl font-bold">
        <BadgePercent aria-hidden className="size-5 text-primary" /> Комиссия по категориям
      </h2>
      <table className="mt-4 w-full text-sm" data-testid="sell-fees">
        <thead>
          <tr className="text-left text-xs text-subtle">
            <th scope="col" className="pb-2 font-medium">
              Категория
            </th>
            <th scope="col" className="pb-2 text-right font-medium">
              Комиссия
            </th>
            <th scope="col" className="pb-2 text-right font-medium">
              Вам с {formatMoney(EXAMPLE_SALE_MINOR, 'rub')}
            </th>
          </tr>
        </thead>
        <tbody>
          {categoryFeeRows().map((row) => (
            <tr key={row.category} className="border-t border-border">
              <th scope="row" className="py-2.5 pr-2 text-left font-medium">
                {row.title}
              </th>
              <td className="py-2.5 text-right tabular-nums">{row.percent}</td>
              <td className="py-2.5 text-right font-semibold tabular-nums text-success">{row.sellerGets}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Payouts() {
  return (
    <section aria-labelledby="payouts-title" className="rounded-2xl border border-border bg-surface p-5 sm:p-6">
      <h2 id="payouts-title" className="flex items-center gap-2 text-xl font-bold">
        <Banknote aria-hidden className="size-5 text-primary" /> Выплаты
      </h2>
      <ul className="mt-4 space-y-3 text-sm text-muted">
        <li>
          <span className="font-semibold text-text">На карту через СБП</span> — по номеру телефона в любой
          банк-участник, от {formatMoney(PAYOUT_TERMS.sbp.min, 'rub')} до {formatMoney(PAYOUT_TERMS.sbp.max, 'rub')} за
          одну выплату.
        </li>
        <li>
          <span className="font-semibold text-text">В USDT</span> — от {formatMoney(PAYOUT_TERMS.usdtMin, 'rub')},
          только на кошелёк в сети {PAYOUT_TERMS.usdtNetwork}, по курсу, который фиксируется при заказе выплаты.
        </li>
        <li>
          Деньги за заказ зачисляются на кошелёк после подтверждения покупателем или через {DEAL_HOURS.confirm} ч после
          выдачи, если покупатель не открыл спор. У нового продавца они ещё {daysText(PAYOUT_TERMS.newSellerHoldDays)}{' '}
          удерживаются, прежде чем их можно вывести; с ростом репутации срок сокращается, у лучших продавцов —{' '}
          {daysText(PAYOUT_TERMS.shortestHoldDays)}.
        </li>
      </ul>
    </section>
  );
}
