import { FOUR_EYES_REFUND_MINOR, formatMoneyValue, type Money } from '@lootmarket/domain';
import { staffOrderEndpoints } from '@lootmarket/domain/endpoints/admin-orders';
import { useState } from 'react';
import { Button } from '#app/components/ui/button';
import { useToast } from '#app/components/ui/toast';
import { failureMessage } from '#app/lib/api/api-error';
import { api } from '#app/lib/api/browser';

const FIELD = 'min-h-11 w-full rounded-xl border border-border bg-surface px-3 text-sm';

/** Rubles as typed («1 250,50») in minor units; NaN when it is not a sum. */
function minorOf(typed: string): number {
  const value = Number(typed.replace(/\s/g, '').replace(',', '.'));
  return Number.isFinite(value) ? Math.round(value * 100) : Number.NaN;
}

/**
 * A manual refund with the reason the buyer will read. From 10 000 ₽ it is only asked for: a second staff
 * member approves it in «Ожидают второго подтверждения».
 */
export function RefundForm({ orderId, total, onDone }: { orderId: string; total: Money; onDone: () => void }) {
  const toast = useToast();
  const [full, setFull] = useState(true);
  const [typed, setTyped] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  // One key per form: a repeated click or a lost answer refunds once.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const amount = full ? total.amount : minorOf(typed);
  const valid = reason.trim().length >= 3 && amount > 0 && (full || amount < total.amount);
  const waits = amount >= FOUR_EYES_REFUND_MINOR;

  async function submit() {
    setBusy(true);
    try {
      const answer = await api.call(staffOrderEndpoints.refund, {
        params: { id: orderId },
        headers: { 'idempotency-key': key },
        body: full ? { full: true, reason } : { amount, reason },
      });
      toast.show({
        type: 'success',
        message: answer.status === 'pending' ? 'Возврат ждёт второго подтверждения' : 'Деньги возвращаются покупателю',
      });
      setKey(crypto.randomUUID());
      onDone();
    } catch (error) {
      toast.show({ type: 'error', message: failureMessage(error, 'Не удалось оформить возврат') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      aria-label="Возврат покупателю"
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <fieldset className="flex flex-col gap-2 sm:flex-row sm:gap-5">
        <legend className="sr-only">Сколько вернуть</legend>
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input type="radio" name="refund-size" checked={full} onChange={() => setFull(true)} />
          Всю сумму — {formatMoneyValue(total)}
        </label>
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input type="radio" name="refund-size" checked={!full} onChange={() => setFull(false)} />
          Часть суммы
        </label>
      </fieldset>
      {full ? null : (
        <label className="block text-sm">
          <span className="mb-1 block font-medium">Сумма возврата, ₽</span>
          <input
            inputMode="decimal"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder="Например, 250"
            className={FIELD}
          />
        </label>
      )}
      <label className="block text-sm">
        <span className="mb-1 block font-medium">Причина — её увидит покупатель</span>
        <textarea
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          rows={3}
          maxLength={500}
          className="w-full rounded-xl border border-border bg-surface p-3 text-sm"
        />
      </label>
      {waits ? (
        <p className="text-sm text-muted">
          Возврат от {formatMoneyValue({ amount: FOUR_EYES_REFUND_MINOR, currency: total.currency })} выполнится после
          подтверждения другим сотрудником.
        </p>
      ) : null}
      <Button type="submit" variant="danger" loading={busy} disabled={!valid}>
        {waits ? 'Запросить возврат' : 'Вернуть деньги'}
      </Button>
    </form>
  );
}
