import { formatMoney, type CurrencyCode } from '@lootmarket/domain';
import clsx from 'clsx';
import { Link } from 'react-router';
import { CurrencyLabel } from '#app/components/currency-label';

const NAMES: Readonly<Record<CurrencyCode, string>> = { rub: 'Рубли', usd: 'Доллары', kzt: 'Тенге' };

/** Which of the wallet's currencies the money leaves from, each with what is available in it. */
export function CurrencyChoice({
  choices,
  value,
  hrefFor,
}: {
  choices: { currency: CurrencyCode; available: number }[];
  value: CurrencyCode;
  hrefFor: (currency: CurrencyCode) => string;
}) {
  return (
    <nav aria-label="Валюта вывода" className="mb-5">
      <p className="mb-2 text-sm font-medium">Откуда вывести</p>
      <ul className="grid grid-cols-2 gap-2 tablet:grid-cols-3">
        {choices.map(({ currency, available }) => (
          <li key={currency}>
            <Link
              to={hrefFor(currency)}
              replace
              preventScrollReset
              aria-current={currency === value ? 'true' : undefined}
              className={clsx(
                'flex flex-col rounded-2xl border px-3.5 py-2.5 transition-colors',
                currency === value
                  ? 'border-primary bg-primary-soft/60'
                  : 'border-border bg-surface hover:border-subtle',
              )}
            >
              <span className="text-xs text-muted">
                <CurrencyLabel currency={currency} name={NAMES[currency]} />
              </span>
              <span className="font-semibold tabular-nums">{formatMoney(available, currency)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
