import { DONATION_STATUS_TEXT, formatMoneyValue, type DonationStatus, type DonationView } from '@lootmarket/domain';
import clsx from 'clsx';
import { Link, useRevalidator } from 'react-router';
import { buttonClassName } from '#app/components/ui/button';
import { DeadlineCountdown } from '#app/components/deadline-countdown';

const TONE: Readonly<Record<DonationStatus, string>> = {
  COMPLETED: 'bg-accent/15 text-accent',
  AWAITING_PAYMENT: 'bg-warning/15 text-warning',
  PROCESSING: 'bg-warning/15 text-warning',
  NEW: 'bg-info/15 text-info',
  ACQUIRING_ERROR: 'bg-danger/15 text-danger',
  UNPAID: 'bg-surface-3 text-muted',
  CANCELLED: 'bg-surface-3 text-muted',
  UNKNOWN_STATUS: 'bg-surface-3 text-muted',
};

/** The donation's status as a coloured pill. */
export function DonationStatusBadge({ status, className }: { status: DonationStatus; className?: string }) {
  return (
    <span className={clsx('rounded-full px-3 py-1 text-sm font-semibold', TONE[status], className)}>
      {DONATION_STATUS_TEXT[status].title}
    </span>
  );
}

const dateTime = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-1 border-t border-border py-3 sm:flex-row sm:gap-6">
      <dt className="w-40 shrink-0 text-sm text-muted">{label}</dt>
      <dd className="min-w-0 break-words whitespace-pre-line">{children}</dd>
    </div>
  );
}

/** An unpaid donation: the time left and the way back to the bank's page. */
function PayPanel({ paymentUrl, deadline }: { paymentUrl: string; deadline: string }) {
  const revalidator = useRevalidator();
  return (
    <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center">
      <DeadlineCountdown
        label="Оплатите до окончания таймера"
        deadline={deadline}
        onExpired={() => void revalidator.revalidate()}
      />
      <a
        href={paymentUrl}
        className={buttonClassName({ size: 'lg', className: 'sm:ml-auto' })}
        data-testid="donation-pay"
      >
        Оплатить
      </a>
    </div>
  );
}

/** A donation as its donor sees it: status, amount, streamer, what was sent (masked) and when. */
export function DonationDetails({ donation }: { donation: DonationView }) {
  const text = DONATION_STATUS_TEXT[donation.status];
  const failed = donation.status === 'ACQUIRING_ERROR' || donation.status === 'UNPAID';
  return (
    <article className="rounded-2xl border border-border bg-surface p-5 sm:p-6" data-testid="donation-details">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm text-muted">Донат стримеру</p>
          <h1 className="text-xl font-bold">
            <Link to={`/${donation.streamer.slug}/donate`} className="hover:text-primary">
              {donation.streamer.name}
            </Link>
          </h1>
        </div>
        <DonationStatusBadge status={donation.status} />
      </div>
      <p className="mt-4 text-3xl font-black tabular-nums">{formatMoneyValue(donation.amount)}</p>
      <p className="mt-2 text-muted">{text.description}</p>
      <dl className="mt-5">
        <Row label="Имя на стриме">{donation.donorName}</Row>
        <Row label="Сообщение">{donation.message || <span className="text-muted">Без сообщения</span>}</Row>
        <Row label="Создан">{dateTime.format(new Date(donation.createdAt))}</Row>
        {donation.completedAt ? <Row label="Отправлен">{dateTime.format(new Date(donation.completedAt))}</Row> : null}
      </dl>
      {text.hasPayButton && donation.paymentUrl && donation.deadline ? (
        <PayPanel paymentUrl={donation.paymentUrl} deadline={donation.deadline} />
      ) : null}
      {failed ? (
        <Link to={`/${donation.streamer.slug}/donate`} className={buttonClassName({ className: 'mt-5' })}>
          Отправить новый донат
        </Link>
      ) : null}
    </article>
  );
}
