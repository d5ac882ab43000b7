import { formatMoneyValue, isRiskHeld, type AdminPayout } from '@lootmarket/domain';
import { PayoutHistory } from './payout-history';
import { AlertTriangle, Bitcoin, ExternalLink, Landmark, ShieldAlert, ShieldCheck } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '#app/components/ui/button';
import { TextInput } from '#app/components/ui/text-input';

export type PayoutDecision = { action: 'approve' } | { action: 'retry' } | { action: 'reject'; reason: string };

const when = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Moscow',
});

/** One withdrawal as support judges it: who, how much, where, the risk signals, the decision buttons. */
export function PayoutCase({
  payout,
  sandboxHref,
  onDecide,
  release,
}: {
  payout: AdminPayout;
  sandboxHref: string | null;
  onDecide: (decision: PayoutDecision) => Promise<void>;
  /** For a withdrawal on a risk hold: the four-eyes request, or the button that makes one (decision 050). */
  release?: ReactNode;
}) {
  const held = payout.status === 'outcome_status_new' && isRiskHeld(payout.risks);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const decide = async (decision: PayoutDecision) => {
    setBusy(true);
    await onDecide(decision).finally(() => setBusy(false));
  };
  const Icon = payout.type === 'sbp' ? Landmark : Bitcoin;
  return (
    <li
      aria-label={`Вывод ${formatMoneyValue(payout.amount)} — ${payout.user.name}`}
      className="rounded-2xl border border-border bg-surface p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-surface-2 text-muted">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <p className="text-lg font-bold tabular-nums">{formatMoneyValue(payout.amount)}</p>
            <p className="truncate text-sm text-muted">{payout.destination_label}</p>
            <p className="text-xs text-subtle">
              {payout.user.name} · {payout.user.email ?? 'без почты'} · аккаунт с{' '}
              {when.format(new Date(payout.user.created_at))}
            </p>
          </div>
        </div>
        <div className="flex w-full flex-wrap gap-x-3 text-xs text-subtle tablet:w-auto tablet:flex-col tablet:text-right">
          <p>{when.format(new Date(payout.created_at))}</p>
          <p>
            Выведено раньше:{' '}
            {payout.paid_before.length > 0 ? payout.paid_before.map(formatMoneyValue).join(', ') : 'ничего'}
          </p>
          {payout.attempt > 1 ? <p>Попытка {payout.attempt}</p> : null}
        </div>
      </div>
      <ul aria-label="Сигналы риска" className="mt-3 flex flex-wrap gap-2">
        {payout.risks.length === 0 ? (
          <li className="inline-flex items-center gap-1.5 rounded-full border border-success/40 bg-success/10 px-2.5 py-0.5 text-xs font-medium text-success">
            <ShieldCheck aria-hidden="true" className="size-3.5" />
            Без сигналов риска
          </li>
        ) : (
          payout.risks.map((risk) => (
            <li
              key={risk.code}
              className="inline-flex items-center gap-1.5 rounded-full border border-warning/40 bg-warning/10 px-2.5 py-0.5 text-xs font-medium text-warning"
            >
              <AlertTriangle aria-hidden="true" className="size-3.5" />
              {risk.label}
              {risk.detail ? `: ${risk.detail}` : ''}
            </li>
          ))
        )}
      </ul>
      {held ? (
        <p className="mt-3 flex items-start gap-2 text-sm text-warning">
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Вывод задержан проверкой риска: выплату подтверждают два сотрудника
        </p>
      ) : null}
      {payout.reason ? <p className="mt-2 text-sm text-muted">{payout.reason}</p> : null}
      <PayoutHistory payout={payout} />
      <div className="mt-4 flex flex-wrap items-center gap-2">
        {held ? release : null}
        {payout.status === 'outcome_status_new' ? (
          <>
            {held ? null : (
              <Button size="sm" loading={busy && !rejecting} onClick={() => void decide({ action: 'approve' })}>
                Одобрить
              </Button>
            )}
            <Button size="sm" variant="danger" onClick={() => setRejecting((open) => !open)}>
              Отклонить
            </Button>
          </>
        ) : null}
        {payout.status === 'outcome_status_error' ? (
          <Button size="sm" loading={busy} onClick={() => void decide({ action: 'retry' })}>
            Повторить выплату
          </Button>
        ) : null}
        {sandboxHref ? (
          <a
            href={sandboxHref}
            className="ml-auto inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
          >
            Выплаты в песочнице
            <ExternalLink aria-hidden="true" className="size-3.5" />
          </a>
        ) : null}
      </div>
      {rejecting ? (
        <form
          className="mt-3 flex flex-col gap-2 tablet:flex-row tablet:items-start"
          onSubmit={(event) => {
            event.preventDefault();
            void decide({ action: 'reject', reason });
          }}
        >
          <TextInput
            label="Причина отказа"
            required
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            containerClassName="flex-1"
            placeholder="Её увидит владелец"
          />
          <Button
            type="submit"
            size="sm"
            variant="danger"
            loading={busy}
            disabled={reason.trim().length < 3}
            className="tablet:mt-7"
          >
            Отклонить вывод
          </Button>
        </form>
      ) : null}
    </li>
  );
}
