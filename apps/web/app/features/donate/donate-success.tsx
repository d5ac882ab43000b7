import {
  DONATION_STATUS_TEXT,
  formatMoneyValue,
  type DonationPageResponse,
  type DonationStatus,
  type DonationStatusResponse,
} from '@lootmarket/domain';
import { publicDonationEndpoints } from '@lootmarket/domain/endpoints/donations';
import clsx from 'clsx';
import { CheckCircle2, Clock3, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClassName } from '#app/components/ui/button';
import { Spinner } from '#app/components/ui/spinner';
import { ErrorState } from '#app/components/ui/error-state';
import { isApiError } from '#app/lib/api/api-error';
import { api } from '#app/lib/api/browser';
import { GoalProgress } from './goal-progress';
import { forgetStoredDonation, readStoredDonation } from './stored-donation';
import { useLiveGoal } from './use-live-goal';

/** The bank may report a moment after the donor is back: statuses worth asking about again. */
const SETTLING: readonly DonationStatus[] = ['NEW', 'AWAITING_PAYMENT', 'PROCESSING'];
const POLL_DELAY_MS = 1500;
const POLL_ATTEMPTS = 6;

type Outcome = { kind: 'loading' } | { kind: 'shown'; donation: DonationStatusResponse } | { kind: 'error' };

/** The donation's status; null when the API does not know it. */
async function fetchStatus(id: string): Promise<DonationStatusResponse | null> {
  try {
    return await api.call(publicDonationEndpoints.status, { params: { id } });
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

/**
 * Spec §4: without a stored donation the donor goes back to the donate page; a stored donation that is
 * not COMPLETED is forgotten (its status is still shown once).
 */
function useStoredDonationOutcome(username: string, attempt: number): Outcome {
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'loading' });
  useEffect(() => {
    let cancelled = false;
    const backToDonate = () => void navigate(`/${username}/donate`, { replace: true });
    async function settle() {
      const stored = readStoredDonation();
      if (!stored) return backToDonate();
      setOutcome({ kind: 'loading' });
      try {
        let donation = await fetchStatus(stored.id);
        for (
          let tries = 1;
          donation && SETTLING.includes(donation.status) && tries < POLL_ATTEMPTS && !cancelled;
          tries += 1
        ) {
          await new Promise((resolve) => window.setTimeout(resolve, POLL_DELAY_MS));
          donation = await fetchStatus(stored.id);
        }
        if (cancelled) return;
        if (!donation) {
          forgetStoredDonation();
          return backToDonate();
        }
        if (donation.status !== 'COMPLETED') forgetStoredDonation();
        setOutcome({ kind: 'shown', donation });
      } catch (error) {
        console.error('donation status unavailable', error);
        if (!cancelled) setOutcome({ kind: 'error' });
      }
    }
    void settle();
    return () => {
      cancelled = true;
    };
  }, [username, attempt, navigate]);
  return outcome;
}

function StatusIcon({ status }: { status: DonationStatus }) {
  const completed = status === 'COMPLETED';
  const waiting = SETTLING.includes(status);
  const Icon = completed ? CheckCircle2 : waiting ? Clock3 : XCircle;
  return (
    <span
      className={clsx(
        'grid size-20 place-items-center rounded-full',
        completed && 'bg-accent/15 text-accent shadow-[0_0_60px_-10px_var(--color-accent)]',
        waiting && 'bg-warning/15 text-warning',
        !completed && !waiting && 'bg-danger/15 text-danger',
      )}
    >
      <Icon aria-hidden className="size-10" />
    </span>
  );
}

function DonationOutcome({ donation, username }: { donation: DonationStatusResponse; username: string }) {
  const text = DONATION_STATUS_TEXT[donation.status];
  const completed = donation.status === 'COMPLETED';
  return (
    <div
      className="flex flex-col items-center text-center"
      data-testid="donation-outcome"
      data-status={donation.status}
    >
      <StatusIcon status={donation.status} />
      <h1 className="mt-5 text-2xl font-black sm:text-3xl">{text.title}</h1>
      <p className="mt-3 text-4xl font-black tracking-tight tabular-nums" data-testid="donation-amount">
        {formatMoneyValue(donation.amount)}
      </p>
      <p className="mt-1 text-sm text-muted">Стример: {donation.streamer.name}</p>
      <p className="mt-4 max-w-sm text-muted">{text.description}</p>
      <div className="mt-7 flex w-full flex-col gap-2.5 sm:flex-row sm:justify-center">
        <Link to={`/${username}/donate`} className={buttonClassName({ size: 'lg', className: 'sm:min-w-52' })}>
          {completed ? 'Отправить ещё' : 'Попробовать ещё раз'}
        </Link>
        <Link to="/" className={buttonClassName({ variant: 'secondary', size: 'lg', className: 'sm:min-w-40' })}>
          На главную
        </Link>
      </div>
    </div>
  );
}

/** `/{username}/donate/success`: where the bank sends the donor back. */
export function DonateSuccess({ username, page }: { username: string; page: DonationPageResponse | null }) {
  const [attempt, setAttempt] = useState(0);
  const outcome = useStoredDonationOutcome(username, attempt);
  const goal = useLiveGoal(page?.streamer.id ?? 0, page?.goal ?? null);
  return (
    <main className="relative isolate min-h-dvh px-4 pt-6 pb-12 sm:pt-8" data-layout="donate">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-80 bg-[radial-gradient(70%_80%_at_50%_0%,#3ddc9722_0%,transparent_70%),radial-gradient(50%_60%_at_15%_0%,#7c5cff33_0%,transparent_70%)]"
      />
      <div className="mx-auto flex w-full max-w-xl flex-col">
        <div className="rounded-3xl border border-border bg-surface/95 p-6 shadow-[0_24px_80px_-32px_#000] sm:p-10">
          {outcome.kind === 'loading' ? (
            <div className="grid min-h-72 place-items-center" role="status">
              <Spinner size="md" label="Проверяем оплату" />
            </div>
          ) : null}
          {outcome.kind === 'error' ? <ErrorState onRetry={() => setAttempt((n) => n + 1)} /> : null}
          {outcome.kind === 'shown' ? <DonationOutcome donation={outcome.donation} username={username} /> : null}
          {outcome.kind === 'shown' && goal ? (
            <div className="mt-8">
              <GoalProgress goal={goal} />
            </div>
          ) : null}
        </div>
      </div>
    </main>
  );
}
