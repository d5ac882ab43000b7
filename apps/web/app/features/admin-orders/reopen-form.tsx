import { staffOrderEndpoints } from '@lootmarket/domain/endpoints/admin-orders';
import { useState } from 'react';
import { Button } from '#app/components/ui/button';
import { useToast } from '#app/components/ui/toast';
import { failureMessage } from '#app/lib/api/api-error';
import { api } from '#app/lib/api/browser';

/**
 * Re-opens a completed order for a complaint (decision 050): the seller's money goes back into escrow and the
 * buyer has 48 hours to open a dispute; the reason is shown to both parties.
 */
export function ReopenForm({ orderId, onDone }: { orderId: string; onDone: () => void }) {
  const toast = useToast();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit() {
    setBusy(true);
    try {
      await api.call(staffOrderEndpoints.reopen, { params: { id: orderId }, body: { reason } });
      toast.show({ type: 'success', message: 'Заказ открыт повторно: у сторон 48 часов' });
      setReason('');
      onDone();
    } catch (error) {
      toast.show({ type: 'error', message: failureMessage(error, 'Не удалось открыть заказ повторно') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      aria-label="Открыть заказ повторно"
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className="text-sm text-muted">
        Деньги продавца вернутся на удержание сделки, у покупателя будет 48 часов, чтобы открыть спор. Если спора не
        будет, заказ снова завершится.
      </p>
      <label className="block text-sm font-medium" htmlFor={`reopen-${orderId}`}>
        Причина — её увидят покупатель и продавец
      </label>
      <textarea
        id={`reopen-${orderId}`}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        rows={3}
        maxLength={500}
        className="w-full rounded-xl border border-border bg-surface p-3 text-sm"
      />
      <Button type="submit" variant="secondary" loading={busy} disabled={reason.trim().length < 3}>
        Открыть повторно
      </Button>
    </form>
  );
}
