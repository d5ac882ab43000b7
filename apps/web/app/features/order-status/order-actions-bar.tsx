import type { OrderView } from '@lootmarket/domain';
import { CheckCheck, CreditCard, LifeBuoy, RotateCw, Scale, ShoppingCart, Wallet, X } from 'lucide-react';
import { REFUND_DESTINATION } from '@lootmarket/domain';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClassName, type ButtonVariant } from '#app/components/ui/button';
import { Modal } from '#app/components/ui/modal';
import { useToast } from '#app/components/ui/toast';
import { SUPPORT_URL } from '#app/lib/site';
import { failureMessage } from '#app/lib/api/api-error';
import { ORDER_ACTION_LABEL, orderActions, supportIsPrimary, type OrderAction } from './order-actions';
import { DisputeDialog } from './dispute-dialog';
import { actOnOrder, payForOrder, type OrderViewer } from './order-client';

const ICONS: Record<OrderAction, ReactNode> = {
  pay: <CreditCard />,
  retry: <RotateCw />,
  'another-method': <Wallet />,
  confirm: <CheckCheck />,
  dispute: <Scale />,
  cancel: <X />,
  'buy-again': <ShoppingCart />,
  support: <LifeBuoy />,
};

const CONFIRMATIONS = {
  confirm: {
    title: 'Подтвердить получение?',
    text: 'Подтверждайте, только если товар получен и работает. После подтверждения продавец получит оплату, а открыть спор будет нельзя.',
    button: 'Да, товар получен',
    done: 'Получение подтверждено. Спасибо за покупку!',
  },
  cancel: {
    title: 'Отменить заказ?',
    text: `Продавец ещё не принял заказ. Деньги вернутся ${REFUND_DESTINATION}.`,
    button: 'Да, отменить заказ',
    done: 'Заказ отменён, деньги возвращаются',
  },
} as const;

type BuyerAction = keyof typeof CONFIRMATIONS;

const variantOf = (action: OrderAction, index: number, supportFirst: boolean): ButtonVariant => {
  if (action === 'support') return supportFirst ? 'primary' : 'ghost';
  if (action === 'dispute' || action === 'cancel') return 'secondary';
  return index === 0 ? 'primary' : 'secondary';
};

/**
 * The buttons under an order's status. Paying goes to the bank; confirming asks once more, since it cannot
 * be undone; a dispute opens with its reason, text and pictures. Both hand the new order to `onChanged`.
 */
export function OrderActionsBar({
  order,
  viewer,
  onChanged,
}: {
  order: OrderView;
  viewer: OrderViewer;
  onChanged: (order: OrderView) => void;
}) {
  const toast = useToast();
  const [busy, setBusy] = useState<OrderAction | null>(null);
  // The dialog keeps its last action while it closes, so its text does not vanish mid-animation.
  const [asked, setAsked] = useState<BuyerAction>('confirm');
  const [dialogOpen, setDialogOpen] = useState(false);
  const [disputing, setDisputing] = useState(false);
  const actions = orderActions(order);
  const supportFirst = supportIsPrimary(order.displayStatus);

  async function pay(action: OrderAction) {
    setBusy(action);
    try {
      await payForOrder(order.id, viewer);
    } catch (error) {
      toast.show({ type: 'error', message: failureMessage(error, 'Не удалось перейти к оплате. Попробуйте ещё раз') });
      setBusy(null);
    }
  }

  async function act(action: BuyerAction) {
    setBusy(action);
    try {
      const updated = await actOnOrder(order.id, viewer, action);
      setDialogOpen(false);
      toast.show({ type: 'success', message: CONFIRMATIONS[action].done });
      onChanged(updated);
    } catch (error) {
      toast.show({
        type: 'error',
        message: failureMessage(error, 'Не удалось выполнить действие. Попробуйте ещё раз'),
      });
    } finally {
      setBusy(null);
    }
  }

  const buttons = actions.filter((action) => action !== 'support' || supportFirst);
  return (
    <>
      {buttons.length === 0 ? null : (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {buttons.map((action, index) => {
            const variant = variantOf(action, index, supportFirst);
            const label = ORDER_ACTION_LABEL[action];
            if (action === 'support') {
              return (
                <a
                  key={action}
                  href={SUPPORT_URL}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClassName({ variant, size: 'md' })}
                >
                  <span className="inline-flex shrink-0 [&>svg]:size-[1.15em]">{ICONS.support}</span>
                  {label}
                </a>
              );
            }
            if (action === 'buy-again') {
              return (
                <Link
                  key={action}
                  to={`/product/${order.product.slug}`}
                  className={buttonClassName({ variant, size: 'md' })}
                >
                  <span className="inline-flex shrink-0 [&>svg]:size-[1.15em]">{ICONS['buy-again']}</span>
                  {label}
                </Link>
              );
            }
            return (
              <Button
                key={action}
                variant={variant}
                icon={ICONS[action]}
                loading={busy === action}
                disabled={busy !== null && busy !== action}
                onClick={() => {
                  if (action === 'dispute') return setDisputing(true);
                  if (action !== 'confirm' && action !== 'cancel') return void pay(action);
                  setAsked(action);
                  setDialogOpen(true);
                }}
              >
                {label}
              </Button>
            );
          })}
        </div>
      )}
      {supportFirst ? null : (
        <p className="text-sm text-muted">
          Что-то пошло не так?{' '}
          <a
            href={SUPPORT_URL}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-medium text-primary hover:underline"
          >
            <LifeBuoy aria-hidden="true" className="size-4" />
            {ORDER_ACTION_LABEL.support}
          </a>
        </p>
      )}
      <Modal
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        title={CONFIRMATIONS[asked].title}
        description={CONFIRMATIONS[asked].text}
        footer={
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setDialogOpen(false)} disabled={busy !== null}>
              Отмена
            </Button>
            <Button variant="primary" loading={busy === asked} onClick={() => void act(asked)}>
              {CONFIRMATIONS[asked].button}
            </Button>
          </div>
        }
      />
      {order.canDispute ? (
        <DisputeDialog
          order={order}
          viewer={viewer}
          open={disputing}
          onOpenChange={setDisputing}
          onOpened={onChanged}
        />
      ) : null}
    </>
  );
}
