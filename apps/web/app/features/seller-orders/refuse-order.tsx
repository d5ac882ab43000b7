import { zodResolver } from '@hookform/resolvers/zod';
import { OFFER_TEXT_LIMITS, sellerRefuseRequestSchema, type SellerRefuseRequest } from '@lootmarket/domain';
import { sellerOrderEndpoints } from '@lootmarket/domain/endpoints/orders';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#app/components/ui/button';
import { Modal } from '#app/components/ui/modal';
import { TextArea } from '#app/components/ui/text-input';
import { useToast } from '#app/components/ui/toast';
import { failureMessage } from '#app/lib/api/api-error';
import { api } from '#app/lib/api/browser';

/** «Отказаться от заказа»: before delivery the seller may refuse; the buyer is refunded and reads the reason. */
export function RefuseOrder({ orderId, onRefused }: { orderId: string; onRefused: () => void }) {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const { register, handleSubmit, formState, reset } = useForm<SellerRefuseRequest>({
    resolver: zodResolver(sellerRefuseRequestSchema),
    defaultValues: { id: orderId, reason: '' },
  });

  const refuse = handleSubmit(async (body) => {
    try {
      await api.call(sellerOrderEndpoints.refuse, { body });
      setOpen(false);
      toast.show({ type: 'info', message: 'Вы отказались от заказа, покупателю вернут деньги' });
      onRefused();
    } catch (error) {
      toast.show({ type: 'error', message: failureMessage(error, 'Не удалось отказаться от заказа') });
    }
  });

  return (
    <>
      <Button variant="ghost" fullWidth className="mt-2" onClick={() => setOpen(true)}>
        Отказаться от заказа
      </Button>
      <Modal
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) reset();
        }}
        title="Отказаться от заказа"
      >
        <form noValidate onSubmit={refuse} className="space-y-4">
          <p className="text-sm text-muted">
            Покупателю вернут деньги, а причину он увидит в заказе. Отказы учитываются в доле возвратов магазина.
          </p>
          <TextArea
            label="Причина"
            required
            counter={OFFER_TEXT_LIMITS.refusalReasonMax}
            rows={4}
            error={formState.errors.reason?.message}
            {...register('reason')}
          />
          <Button type="submit" variant="danger" fullWidth loading={formState.isSubmitting}>
            Отказаться и вернуть деньги
          </Button>
        </form>
      </Modal>
    </>
  );
}
