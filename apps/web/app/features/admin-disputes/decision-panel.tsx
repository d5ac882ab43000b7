import {
  DISPUTE_NOTE_MAX,
  DISPUTE_NOTE_MESSAGE,
  DISPUTE_REFUND_AMOUNT_MESSAGE,
  formatMoneyValue,
  parseMoneyInput,
  type DisputeCase,
  type DisputeDecision,
} from '@lootmarket/domain';
import { supportDisputeEndpoints } from '@lootmarket/domain/endpoints/disputes';
import clsx from 'clsx';
import { Scale } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#app/components/ui/button';
import { TextInput } from '#app/components/ui/text-input';
import { useToast } from '#app/components/ui/toast';
import { failureMessage } from '#app/lib/api/api-error';
import { api } from '#app/lib/api/browser';
import { decisionSplit } from './dispute-format';

const OPTIONS: { value: DisputeDecision; label: string; hint: string }[] = [
  { value: 'release', label: 'Перевести продавцу', hint: 'Продавец получает оплату за вычетом комиссии' },
  { value: 'refund', label: 'Вернуть всё покупателю', hint: 'Заказ отменяется, деньги возвращаются на карту' },
  { value: 'partial_refund', label: 'Вернуть часть', hint: 'Часть — покупателю, остальное — продавцу' },
];

/** Support's decision: release, full refund, or a split with the amount going back to the buyer. */
export function DecisionPanel({ item, onDecided }: { item: DisputeCase; onDecided: () => void }) {
  const toast = useToast();
  const [decision, setDecision] = useState<DisputeDecision | null>(null);
  const [amountText, setAmountText] = useState('');
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const total = item.amount;
  const parsed = parseMoneyInput(amountText, total.currency);
  const amountOk = parsed !== null && parsed >= 1 && parsed <= total.amount - 1;
  const refunded =
    decision === 'refund'
      ? total.amount
      : decision === 'partial_refund'
        ? amountOk
          ? parsed
          : null
        : decision === 'release'
          ? 0
          : null;
  const split = refunded === null ? null : decisionSplit(total, refunded, item.feeBasisPoints);
  const noteNeeded = decision === 'partial_refund';
  const ready = split !== null && (!noteNeeded || note.trim() !== '');

  async function decide() {
    if (!decision || refunded === null) return;
    setBusy(true);
    try {
      await api.call(supportDisputeEndpoints.decide, {
        params: { id: item.orderId },
        body: {
          decision,
          ...(decision === 'partial_refund' ? { refundAmount: refunded } : {}),
          ...(note.trim() ? { note: note.trim() } : {}),
        },
      });
      toast.show({ type: 'success', message: 'Решение сохранено, стороны его видят' });
      onDecided();
    } catch (error) {
      toast.show({ type: 'error', message: failureMessage(error, 'Не удалось сохранить решение') });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  return (
    <section
      aria-label="Решение по спору"
      className="rounded-2xl border border-primary/40 bg-primary-soft/40 p-4 sm:p-5"
    >
      <h2 className="mb-3 flex items-center gap-2 font-semibold">
        <Scale aria-hidden className="size-4 text-primary" />
        Решение по спору
      </h2>
      <div className="grid gap-2" role="radiogroup" aria-label="Решение">
        {OPTIONS.map((option) => (
          <label
            key={option.value}
            className={clsx(
              'flex cursor-pointer items-start gap-2.5 rounded-xl border bg-surface px-3 py-2.5 text-sm',
              decision === option.value ? 'border-primary' : 'border-border hover:border-primary/50',
            )}
          >
            <input
              type="radio"
              name="decision"
              value={option.value}
              checked={decision === option.value}
              onChange={() => {
                setDecision(option.value);
                setConfirming(false);
              }}
              className="mt-0.5 size-4 accent-[var(--color-primary)]"
            />
            <span>
              <span className="block font-medium">{option.label}</span>
              <span className="block text-xs text-muted">{option.hint}</span>
            </span>
          </label>
        ))}
      </div>
      {decision === 'partial_refund' ? (
        <TextInput
          label="Вернуть покупателю"
          inputMode="decimal"
          value={amountText}
          onChange={(event) => {
            setAmountText(event.target.value);
            setConfirming(false);
          }}
          suffix={total.currency === 'rub' ? '₽' : total.currency === 'usd' ? '$' : '₸'}
          hint={`От ${formatMoneyValue({ amount: 1, currency: total.currency })} до ${formatMoneyValue({ amount: total.amount - 1, currency: total.currency })}`}
          error={amountText && !amountOk ? DISPUTE_REFUND_AMOUNT_MESSAGE : null}
          containerClassName="mt-3"
        />
      ) : null}
      {split ? (
        <dl className="mt-3 grid grid-cols-3 gap-2 text-center text-sm" aria-label="Как разойдутся деньги">
          <div className="rounded-lg bg-surface px-2 py-1.5">
            <dt className="text-[11px] text-muted">Покупателю</dt>
            <dd className="font-bold tabular-nums">{formatMoneyValue(split.buyer)}</dd>
          </div>
          <div className="rounded-lg bg-surface px-2 py-1.5">
            <dt className="text-[11px] text-muted">Продавцу</dt>
            <dd className="font-bold tabular-nums">{formatMoneyValue(split.seller)}</dd>
          </div>
          <div className="rounded-lg bg-surface px-2 py-1.5">
            <dt className="text-[11px] text-muted">Комиссия</dt>
            <dd className="font-bold tabular-nums">{formatMoneyValue(split.fee)}</dd>
          </div>
        </dl>
      ) : null}
      {decision ? (
        <label className="mt-3 block text-sm">
          <span className="mb-1 block font-medium">Причина решения{noteNeeded ? '' : ' (необязательно)'}</span>
          <textarea
            name="note"
            rows={3}
            maxLength={DISPUTE_NOTE_MAX}
            value={note}
            placeholder="Её увидят покупатель и продавец"
            aria-describedby={noteNeeded && !note.trim() ? 'dispute-note-hint' : undefined}
            onChange={(event) => {
              setNote(event.target.value);
              setConfirming(false);
            }}
            className="w-full rounded-xl border border-border bg-surface px-3 py-2"
          />
          {noteNeeded && !note.trim() ? (
            <span id="dispute-note-hint" className="text-xs text-muted">
              {DISPUTE_NOTE_MESSAGE}
            </span>
          ) : null}
        </label>
      ) : null}
      <div className="mt-4 flex flex-col gap-2">
        {confirming ? (
          <>
            <p className="text-sm font-medium">Решение нельзя изменить. Сохранить?</p>
            <div className="flex gap-2">
              <Button variant="primary" loading={busy} onClick={() => void decide()} className="flex-1">
                Да, сохранить решение
              </Button>
              <Button variant="ghost" disabled={busy} onClick={() => setConfirming(false)}>
                Отмена
              </Button>
            </div>
          </>
        ) : (
          <Button variant="primary" disabled={!ready} onClick={() => setConfirming(true)}>
            Принять решение
          </Button>
        )}
      </div>
    </section>
  );
}
