import { formatMoney, type OutcomeCheckResponse, type PayoutMethod } from '@lootmarket/domain';

/** What the withdrawal will cost and bring, before the code is asked for. */
export function CheckSummary({ check, method }: { check: OutcomeCheckResponse | null; method: PayoutMethod }) {
  if (!check) return null;
  const money = (minor: number) => formatMoney(minor, check.currency);
  const rule = check.fee_rule
    ? `${(check.fee_rule.basis_points / 100).toLocaleString('ru-RU')} %, не меньше ${money(check.fee_rule.minimum)}`
    : null;
  return (
    <div className="rounded-2xl border border-border bg-surface-2/60 p-4 text-sm">
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2">
        <dt className="text-muted">Доступно</dt>
        <dd className="text-right font-medium tabular-nums">{money(check.available)}</dd>
        {check.limits ? (
          <>
            <dt className="text-muted">Лимиты</dt>
            <dd className="text-right tabular-nums">
              {money(check.limits.min)} — {money(check.limits.max)}
            </dd>
          </>
        ) : null}
        <dt className="text-muted">Комиссия{rule ? ` (${rule})` : ''}</dt>
        <dd className="text-right tabular-nums">{check.fee === null ? '—' : money(check.fee)}</dd>
        <dt className="font-semibold">К получению</dt>
        <dd className="text-right text-base font-bold tabular-nums" data-testid="receive-amount">
          {method === 'crypto'
            ? check.crypto
              ? `${check.crypto.amount} USDT`
              : '—'
            : check.payout === null
              ? '—'
              : money(check.payout)}
        </dd>
      </dl>
      {check.problem ? (
        <p role="alert" className="mt-3 text-danger">
          {check.problem}
        </p>
      ) : null}
    </div>
  );
}
