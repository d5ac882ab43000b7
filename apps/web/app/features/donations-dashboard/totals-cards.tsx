import { formatMoney, type CurrencyCode, type DonationTotalsResponse } from '@lootmarket/domain';
import { HandCoins, Receipt, Users, Wallet, type LucideIcon } from 'lucide-react';
import { averageDonation } from './stats-format';

type Line = DonationTotalsResponse['totals'][number];

/** The period's totals in one currency from `donations/cabinet/total-amount`. */
export function TotalsCards({
  totals,
  currency,
}: {
  totals: DonationTotalsResponse['totals'];
  currency: CurrencyCode;
}) {
  const line: Line = totals.find((item) => item.currency === currency) ?? { currency, count: 0, gross: 0, net: 0 };
  const cards: readonly {
    label: string;
    value: string;
    hint?: string;
    icon: LucideIcon;
    tint: string;
    testId: string;
  }[] = [
    {
      label: 'Получено донатов',
      value: formatMoney(line.gross, currency),
      icon: HandCoins,
      tint: 'text-primary bg-primary-soft',
      testId: 'total-gross',
    },
    {
      label: 'Зачислено на баланс',
      value: formatMoney(line.net, currency),
      hint: 'за вычетом комиссии',
      icon: Wallet,
      tint: 'text-accent bg-accent/12',
      testId: 'total-net',
    },
    {
      label: 'Количество донатов',
      value: String(line.count),
      icon: Receipt,
      tint: 'text-info bg-info/12',
      testId: 'total-count',
    },
    {
      label: 'Средний донат',
      value: averageDonation(line.gross, line.count, currency),
      icon: Users,
      tint: 'text-warning bg-warning/12',
      testId: 'total-average',
    },
  ];
  return (
    <dl aria-label="Итоги за период" className="mb-5 grid grid-cols-2 gap-2.5 desktop:grid-cols-4">
      {cards.map(({ label, value, hint, icon: Icon, tint, testId }) => (
        <div
          key={label}
          className="flex min-w-0 flex-col gap-3 rounded-2xl border border-border bg-surface p-3.5 tablet:p-4"
        >
          {/* A definition list's groups hold only dt and dd: the icon sits inside the term. */}
          <dt className="flex min-w-0 flex-col gap-3 text-xs text-muted">
            <span className={`grid size-9 place-items-center rounded-xl ${tint}`}>
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span className="truncate">{label}</span>
          </dt>
          <dd data-testid={testId} className="-mt-3 truncate text-lg font-bold tabular-nums tablet:text-2xl">
            {value}
          </dd>
          {hint ? <dd className="-mt-3 text-[11px] text-subtle">{hint}</dd> : null}
        </div>
      ))}
    </dl>
  );
}

/** Other currencies with donations in the period, so nothing hides behind the currency switch. */
export function OtherCurrencies({
  totals,
  currency,
}: {
  totals: DonationTotalsResponse['totals'];
  currency: CurrencyCode;
}) {
  const others = totals.filter((item) => item.currency !== currency && item.count > 0);
  if (others.length === 0) return null;
  return (
    <p className="-mt-3 mb-5 text-xs text-muted">
      Также за период: {others.map((item) => `${formatMoney(item.gross, item.currency)} (${item.count})`).join(', ')}
    </p>
  );
}
