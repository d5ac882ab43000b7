import type { WalletBalanceLine } from '@lootmarket/domain';
import clsx from 'clsx';
import { ArrowUpRight, Clock3, Send } from 'lucide-react';
import { Link } from 'react-router';
import { CurrencyFlag } from '#app/components/currency-label';
import { buttonClassName } from '#app/components/ui/button';
import { CURRENCY_NAMES, money } from './wallet-format';

/** Per currency: what can be withdrawn now, big, and beside it what is held and what is on its way out. */
export function BalanceOverview({ balances, withdrawHref }: { balances: WalletBalanceLine[]; withdrawHref: string }) {
  const lines = balances.length > 0 ? balances : [{ currency: 'rub' as const, available: 0, held: 0, withdrawing: 0 }];
  // Other currencies go two to a row under the main one; one left alone in its row takes the whole row.
  const alone = (index: number) => index > 0 && index === lines.length - 1 && index % 2 === 1;
  return (
    <div className="grid gap-3 tablet:grid-cols-2">
      {lines.map((line, index) => (
        <section
          key={line.currency}
          aria-label={`Баланс: ${CURRENCY_NAMES[line.currency]}`}
          className={
            index === 0
              ? 'relative overflow-hidden rounded-2xl border border-primary/40 bg-[radial-gradient(600px_200px_at_0%_0%,var(--color-primary-soft),transparent),var(--color-surface)] p-5 tablet:col-span-2'
              : clsx('rounded-2xl border border-border bg-surface p-5', alone(index) && 'tablet:col-span-2')
          }
        >
          <p className="flex items-center gap-2 text-sm text-muted">
            <CurrencyFlag currency={line.currency} />
            Доступно к выводу
          </p>
          <p
            className="mt-1 text-3xl font-bold tabular-nums tablet:text-4xl"
            data-testid={`available-${line.currency}`}
          >
            {money(line.available, line.currency)}
          </p>
          <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <div className="flex items-center gap-2">
              <Clock3 aria-hidden="true" className="size-4 text-warning" />
              <dt className="text-muted">На удержании</dt>
              <dd className="font-semibold tabular-nums">{money(line.held, line.currency)}</dd>
            </div>
            <div className="flex items-center gap-2">
              <Send aria-hidden="true" className="size-4 text-info" />
              <dt className="text-muted">Выводится</dt>
              <dd className="font-semibold tabular-nums">{money(line.withdrawing, line.currency)}</dd>
            </div>
          </dl>
          {index === 0 || line.available > 0 ? (
            <Link
              to={line.currency === 'rub' ? withdrawHref : `${withdrawHref}?currency=${line.currency}`}
              {...(index === 0 ? {} : { 'aria-label': `Вывести: ${CURRENCY_NAMES[line.currency].toLowerCase()}` })}
              className={buttonClassName({
                variant: index === 0 ? 'primary' : 'secondary',
                className: 'mt-5 w-full tablet:w-auto',
              })}
            >
              <ArrowUpRight aria-hidden="true" className="size-4" />
              Вывести
            </Link>
          ) : null}
        </section>
      ))}
    </div>
  );
}
