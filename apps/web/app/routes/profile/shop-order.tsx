import {
  coverImagePath,
  formatMoneyValue,
  formatTopUpRate,
  formatWalletAmount,
  topUpWallet,
  type OrderImage,
  type OrderView,
} from '@lootmarket/domain';
import { ChevronLeft, CircleCheck, Handshake, PackageCheck, Scale, Timer } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useParams, useRevalidator } from 'react-router';
import { Button } from '#app/components/ui/button';
import { useToast } from '#app/components/ui/toast';
import { ErrorState } from '#app/components/ui/error-state';
import { ProductCover } from '#app/components/product-cover';
import { Countdown } from '#app/features/seller-orders/countdown';
import { DeliveryForm } from '#app/features/seller-orders/delivery-form';
import { OrderGallery } from '#app/components/order-gallery';
import { orderDate } from '#app/features/seller-orders/seller-order-card';
import { acceptOrder } from '#app/features/seller-orders/seller-order-client';
import { orderPayout } from '#app/features/seller-orders/seller-order-net';
import { RefuseOrder } from '#app/features/seller-orders/refuse-order';
import { buyerInputEntry, sellerOrderNumber } from '#app/features/seller-orders/seller-order-status';
import { loadSellerOrder } from '#app/features/seller-orders/seller-orders.server';
import { SellerStatusBadge } from '#app/features/seller-orders/seller-status-badge';
import { failureMessage } from '#app/lib/api/api-error';
import { loadApi } from '#app/lib/api/load-api.server';
import { DisputeOutcome } from '#app/components/dispute-outcome';
import { ReopenedNotice } from '#app/components/reopened-notice';
import { hasConversation } from '#app/features/order-chat/chat-statuses';
import { OrderChat } from '#app/features/order-chat/order-chat';
import type { Route } from './+types/shop-order';

/** /{ProfileId}/shop/orders/{orderId}: one order of the shop, with what the seller must do next. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const result = await loadSellerOrder(loadApi(context), params.orderId);
  if (result.kind === 'not-found') throw new Response('Not found', { status: 404 });
  return { result };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Заказ магазина — Лутмаркет' },
  { name: 'robots', content: 'noindex, nofollow' },
];

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-border bg-surface p-4 sm:p-5">
      <h2 className="mb-3 text-base font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** A one-time code is never asked at checkout: the seller asks for it here, when about to sign in. */
const CODE_REQUEST = {
  label: 'Запросить код',
  text: 'Пожалуйста, пришлите код подтверждения для входа в аккаунт: я вхожу сейчас, код действует недолго.',
};

function BuyerData({ inputs }: { inputs: Record<string, string> }) {
  const entries = Object.entries(inputs);
  if (entries.length === 0) return <p className="text-sm text-muted">Покупатель не указывал данных</p>;
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {entries.map(([kind, raw]) => {
        const { label, value } = buyerInputEntry(kind, raw);
        return (
          <div key={kind} className="min-w-0 rounded-xl bg-surface-2 px-3 py-2.5">
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="font-medium break-all select-all">{value}</dd>
          </div>
        );
      })}
    </dl>
  );
}

/** How much and at what price; a Steam top-up's quantity is the amount to credit (decision 027). */
function OrderSize({ order }: { order: OrderView }) {
  const wallet = topUpWallet(order.product);
  return (
    <>
      <div>
        <dt className="text-muted">{wallet ? 'Зачислить на Steam' : 'Количество'}</dt>
        <dd className="font-semibold tabular-nums">
          {wallet ? formatWalletAmount(order.quantity, wallet) : order.quantity}
        </dd>
      </div>
      <div>
        <dt className="text-muted">Цена</dt>
        <dd className="font-semibold tabular-nums">
          {wallet ? formatTopUpRate(order.unitPrice, wallet) : formatMoneyValue(order.unitPrice)}
        </dd>
      </div>
    </>
  );
}

function Deadline({ order, text }: { order: OrderView; text: string }) {
  if (!order.deadline) return null;
  return (
    <p className="mb-4 flex items-center gap-2 rounded-xl bg-warning/10 px-3 py-2.5 text-sm text-warning">
      <Timer aria-hidden="true" className="size-4 shrink-0" />
      <span>
        {text} <Countdown deadline={order.deadline} className="font-semibold tabular-nums" />
      </span>
    </p>
  );
}

function Note({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <div className="flex gap-3">
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary [&>svg]:size-5">
        {icon}
      </span>
      <div>
        <p className="font-semibold">{title}</p>
        <p className="text-sm text-muted">{text}</p>
      </div>
    </div>
  );
}

/** What the seller can do now: accept, deliver, or wait for the buyer or support. */
function SellerActions({ order, images, onChange }: { order: OrderView; images: OrderImage[]; onChange: () => void }) {
  const toast = useToast();
  const [accepting, setAccepting] = useState(false);
  async function accept() {
    setAccepting(true);
    try {
      await acceptOrder(order.id);
      toast.show({ type: 'success', message: 'Заказ принят в работу' });
      onChange();
    } catch (failure) {
      toast.show({ type: 'error', message: failureMessage(failure, 'Не удалось принять заказ') });
    } finally {
      setAccepting(false);
    }
  }
  switch (order.displayStatus) {
    case 'PROCESSING':
      return (
        <Panel title="Новый заказ">
          <Deadline order={order} text="Примите заказ в течение" />
          <p className="mb-4 text-sm text-muted">
            Покупатель оплатил заказ. Примите его, выполните и передайте товар — деньги поступят после подтверждения
            получения.
          </p>
          <Button
            size="lg"
            fullWidth
            loading={accepting}
            icon={<Handshake aria-hidden="true" />}
            onClick={() => void accept()}
          >
            Принять заказ
          </Button>
          <RefuseOrder orderId={order.id} onRefused={onChange} />
        </Panel>
      );
    case 'IN_PROGRESS':
      return (
        <Panel title="Передача товара">
          <Deadline order={order} text="Передайте товар в течение" />
          <DeliveryForm orderId={order.id} imagesAttached={images.length} onDelivered={onChange} />
          <RefuseOrder orderId={order.id} onRefused={onChange} />
        </Panel>
      );
    case 'DELIVERED':
      return (
        <Panel title="Ждём покупателя">
          <Deadline order={order} text="Покупатель подтвердит получение в течение" />
          <Note
            icon={<PackageCheck />}
            title="Товар передан"
            text="Если покупатель не ответит до конца таймера, заказ завершится сам и деньги поступят на баланс."
          />
        </Panel>
      );
    case 'DISAGREEMENT':
      return (
        <Panel title="Открыт спор">
          <Note
            icon={<Scale />}
            title="Оплата удерживается"
            text="Покупатель открыл спор. Служба поддержки разберётся и вернёт деньги покупателю или переведёт их вам."
          />
        </Panel>
      );
    case 'COMPLETED':
      return (
        <Panel title="Заказ завершён">
          <Note
            icon={<CircleCheck />}
            title="Деньги зачислены"
            text="Оплата за заказ поступила на баланс за вычетом комиссии площадки."
          />
        </Panel>
      );
    case 'ERROR':
      return (
        <Panel title="Ошибка в заказе">
          <p className="text-sm text-muted">
            С заказом что-то пошло не так. Служба поддержки уже разбирается и напишет вам.
          </p>
        </Panel>
      );
    default:
      return (
        <Panel title="Заказ закрыт">
          <p className="text-sm text-muted">Заказ отменён, деньги возвращены покупателю.</p>
        </Panel>
      );
  }
}

export default function ShopOrder({ loaderData }: Route.ComponentProps) {
  const { profileId = '' } = useParams();
  const revalidator = useRevalidator();
  const { result } = loaderData;
  const back = (
    <Link
      to={`/${profileId}/shop/orders`}
      className="mb-4 inline-flex items-center gap-1 text-sm text-muted hover:text-text"
    >
      <ChevronLeft aria-hidden="true" className="size-4" />
      Заказы магазина
    </Link>
  );
  if (result.kind !== 'ok') {
    return (
      <section>
        {back}
        <ErrorState onRetry={() => void revalidator.revalidate()} />
      </section>
    );
  }
  const { order, images } = result;
  const payout = orderPayout(order);
  const refresh = () => void revalidator.revalidate();
  return (
    <section>
      {back}
      <header className="mb-5 flex items-start gap-3 sm:gap-4">
        <ProductCover
          src={coverImagePath('product', order.product.slug)}
          title={order.product.title}
          seed={order.product.slug}
          className="aspect-[16/10] w-24 shrink-0 rounded-xl border border-border sm:w-32"
        />
        <div className="min-w-0 flex-1">
          <h1 className="text-xl font-bold sm:text-2xl">{order.product.title}</h1>
          <p className="mt-1 text-sm text-muted">
            <span className="tabular-nums">{sellerOrderNumber(order.id)}</span> ·{' '}
            {orderDate.format(new Date(order.createdAt))}
          </p>
          <SellerStatusBadge order={order} className="mt-2" />
        </div>
      </header>
      <div className="grid gap-4 desktop:grid-cols-[1fr_360px] desktop:items-start">
        <div className="flex flex-col gap-4">
          <ReopenedNotice order={order} side="seller" />
          <DisputeOutcome order={order} side="seller" />
          <Panel title="Заказ">
            <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
              <OrderSize order={order} />
              <div>
                <dt className="text-muted">Сумма</dt>
                <dd className="font-semibold tabular-nums">{formatMoneyValue(order.amount)}</dd>
              </div>
              <div>
                <dt className="text-muted">Комиссия площадки</dt>
                <dd className="font-semibold tabular-nums">−{formatMoneyValue(payout.fee)}</dd>
              </div>
              <div>
                <dt className="text-muted">Вам</dt>
                <dd className="text-lg font-bold text-success tabular-nums" data-testid="order-net">
                  {formatMoneyValue(payout.net)}
                </dd>
              </div>
            </dl>
          </Panel>
          <Panel title="Данные покупателя">
            <BuyerData inputs={order.inputs} />
          </Panel>
          {order.delivery?.text || images.length > 0 ? (
            <Panel title="Передано покупателю">
              {order.delivery?.text ? <p className="mb-3 text-sm whitespace-pre-wrap">{order.delivery.text}</p> : null}
              <OrderGallery images={images} />
            </Panel>
          ) : null}
          {hasConversation(order.displayStatus, order.dispute !== null) ? (
            <OrderChat
              orderId={order.id}
              token={null}
              quickReplies={order.status === 'PROCESSING' ? [CODE_REQUEST] : []}
            />
          ) : null}
        </div>
        <SellerActions order={order} images={images} onChange={refresh} />
      </div>
    </section>
  );
}
