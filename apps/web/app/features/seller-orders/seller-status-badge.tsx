import type { OrderView } from '@lootmarket/domain';
import clsx from 'clsx';
import { sellerOrderLabel, type SellerTone } from './seller-order-status';

const TONES: Readonly<Record<SellerTone, string>> = {
  success: 'bg-success/12 text-success ring-success/30',
  warning: 'bg-warning/12 text-warning ring-warning/30',
  danger: 'bg-danger/12 text-danger ring-danger/30',
  info: 'bg-info/12 text-info ring-info/30',
  neutral: 'bg-surface-3 text-muted ring-border',
};

export function SellerStatusBadge({
  order,
  className,
}: {
  order: Pick<OrderView, 'sellerStatus' | 'displayStatus'>;
  className?: string;
}) {
  const { label, tone } = sellerOrderLabel(order);
  return (
    <span
      className={clsx(
        'inline-flex h-7 items-center gap-1.5 rounded-full px-2.5 text-xs font-semibold ring-1 ring-inset',
        TONES[tone],
        className,
      )}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {label}
    </span>
  );
}
