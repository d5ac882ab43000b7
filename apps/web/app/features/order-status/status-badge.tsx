import { ORDER_DISPLAY_STATUS_TEXT, type OrderDisplayStatus } from '@lootmarket/domain';
import clsx from 'clsx';
import {
  Ban,
  CircleCheck,
  CircleX,
  Clock,
  CreditCard,
  Hourglass,
  PackageCheck,
  Scale,
  ShieldAlert,
  TriangleAlert,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { STATUS_TONE, type StatusTone } from './order-actions';

export const STATUS_ICON: Readonly<Record<OrderDisplayStatus, LucideIcon>> = {
  AWAIT_PAYMENT: CreditCard,
  ACQUIRING_ERROR: TriangleAlert,
  PROCESSING: Hourglass,
  IN_PROGRESS: Wrench,
  DELIVERED: PackageCheck,
  COMPLETED: CircleCheck,
  DISAGREEMENT: Scale,
  CANCELLED: Ban,
  ERROR: CircleX,
  UNPAID: Clock,
  MANUAL_APPROVE: ShieldAlert,
};

/** Text, tint and ring per tone, shared by the badge and the big status icon. */
export const TONE_CLASSES: Readonly<Record<StatusTone, string>> = {
  success: 'bg-success/12 text-success ring-success/30',
  warning: 'bg-warning/12 text-warning ring-warning/30',
  danger: 'bg-danger/12 text-danger ring-danger/30',
  info: 'bg-info/12 text-info ring-info/30',
  neutral: 'bg-surface-3 text-muted ring-border',
};

/** A compact status pill for lists and headers. */
export function StatusBadge({ status, className }: { status: OrderDisplayStatus; className?: string }) {
  const Icon = STATUS_ICON[status];
  return (
    <span
      className={clsx(
        // A long status («Ожидает подтверждения продавца») wraps inside a narrow card instead of leaving it.
        'inline-flex max-w-full items-center gap-1.5 rounded-full px-2.5 py-1 text-xs leading-tight font-semibold ring-1',
        TONE_CLASSES[STATUS_TONE[status]],
        className,
      )}
      data-status={status}
    >
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      {ORDER_DISPLAY_STATUS_TEXT[status].title}
    </span>
  );
}
