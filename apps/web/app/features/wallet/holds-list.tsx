import type { WalletHold } from '@lootmarket/domain';
import clsx from 'clsx';
import { Gavel, Hourglass, PackageCheck, ShieldCheck } from 'lucide-react';
import { availableFromText, money, referenceLabel } from './wallet-format';

const ICONS = {
  order_awaiting_confirmation: PackageCheck,
  dispute: Gavel,
  seller_hold: Hourglass,
  donation_chargeback: ShieldCheck,
} as const;

/** Every held amount: what it is, why it is held and from when it can be withdrawn. */
export function HoldsList({ holds }: { holds: WalletHold[] }) {
  if (holds.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-border px-4 py-6 text-center text-sm text-muted">
        Всё заработанное уже доступно к выводу
      </p>
    );
  }
  return (
    <ul aria-label="Удержанные суммы" className="flex flex-col gap-2">
      {holds.map((hold) => {
        const Icon = ICONS[hold.reason];
        const title = hold.title ?? referenceLabel(hold.reference);
        return (
          <li
            key={hold.reference}
            aria-label={`${money(hold.amount, hold.currency)}: ${hold.reason_label}`}
            className="flex items-start gap-3 rounded-2xl border border-border bg-surface p-3.5"
          >
            <span
              className={clsx(
                'grid size-9 shrink-0 place-items-center rounded-xl',
                hold.reason === 'dispute' ? 'bg-danger/15 text-danger' : 'bg-warning/15 text-warning',
              )}
            >
              <Icon aria-hidden="true" className="size-4.5" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-semibold tabular-nums">{money(hold.amount, hold.currency)}</span>
                <span className="text-sm font-medium text-text">
                  {availableFromText(hold.available_from, Date.now(), hold.reason)}
                </span>
              </span>
              <span className="mt-0.5 block text-sm text-muted">
                {hold.reason_label}
                {title ? ` · ${title}` : ''}
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
