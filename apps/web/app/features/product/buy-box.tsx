import { zodResolver } from '@hookform/resolvers/zod';
import {
  EXCHANGE_RATE_LOT,
  formatMoney,
  formatMoneyValue,
  OUT_OF_STOCK_LABEL,
  steamTopUpAmountIssue,
  topUpWallet,
  type Product,
  type ProductInput,
  type ProductPageOffer,
} from '@lootmarket/domain';
import { ShoppingCart } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '#app/components/ui/button';
import { NumberInput } from '#app/components/ui/number-input';
import { useToast } from '#app/components/ui/toast';
import { BuyerInputField } from './buyer-input-field';
import {
  buildCheckoutDraft,
  initialFormValues,
  initialTopUpAmount,
  lineTotal,
  productFormSchema,
  quantityBounds,
  quantityMessages,
  topUpBounds,
  topUpMessages,
  type ProductFormValues,
} from './product-form';
import { deliveryText, storefrontPath } from '#app/lib/seller-format';
import { startCheckout } from './start-checkout';
import { TopUpAmountField, TopUpSummary } from './top-up-amount';

type Submitted = { quantity: number; inputs: Record<string, string> };

export const BUY_FORM_ID = 'product-buy-form';

/**
 * The chosen offer, how many, the inputs the product needs, the total and «Купить». On phones the total
 * and the button also sit in a bar fixed to the bottom edge that submits the same form.
 */
export function BuyBox({
  product,
  inputs,
  offer,
  accountEmail = null,
}: {
  product: Product;
  inputs: ProductInput[];
  offer: ProductPageOffer | undefined;
  accountEmail?: string | null;
}) {
  const toast = useToast();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const kinds = useMemo(() => inputs.map((input) => input.kind), [inputs]);
  // A Steam top-up's quantity is the amount credited to the wallet (decision 027).
  const wallet = topUpWallet(product);
  const bounds = wallet ? topUpBounds(wallet, offer) : quantityBounds(product.layout, offer);
  const schema = useMemo(
    () => productFormSchema(kinds, bounds, wallet ? topUpMessages(wallet, bounds) : quantityMessages),
    [kinds, wallet, bounds.min, bounds.max], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const form = useForm<ProductFormValues, unknown, Submitted>({
    resolver: zodResolver(schema) as unknown as Resolver<ProductFormValues, unknown, Submitted>,
    defaultValues: initialFormValues(
      kinds,
      bounds,
      accountEmail,
      wallet ? initialTopUpAmount(wallet, bounds) : bounds.min,
    ),
  });
  const asksEmail = kinds.includes('email');
  // Signing in on this page brings the account's e-mail; a typed one stays.
  useEffect(() => {
    if (asksEmail && accountEmail && !form.getValues('inputs.email')) form.setValue('inputs.email', accountEmail);
  }, [asksEmail, accountEmail, form]);
  const quantity = form.watch('quantity');
  const exchange = product.layout === 'exchange-rate';
  const total = offer ? lineTotal(product.layout, offer, quantity) : 0;
  const canBuy = Boolean(offer?.inStock);
  // The amount is checked as it is typed, not only on «Купить»: its total means nothing out of bounds.
  const amountIssue = wallet && quantity !== null ? steamTopUpAmountIssue(quantity, wallet, bounds) : null;

  const submit = form.handleSubmit(async (values) => {
    if (!offer) return;
    setSubmitting(true);
    try {
      await startCheckout(buildCheckoutDraft(kinds, offer.id, values), {
        toast,
        navigate,
        product: { id: product.id, slug: product.slug, title: product.title },
      });
    } finally {
      setSubmitting(false);
    }
  });

  const noTotal = wallet !== null && (quantity === null || amountIssue !== null);
  const totalText = !offer ? OUT_OF_STOCK_LABEL : noTotal ? '—' : formatMoney(total, offer.price.currency);
  return (
    <>
      <form
        id={BUY_FORM_ID}
        noValidate
        onSubmit={submit}
        className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 sm:p-5"
        aria-label="Покупка"
      >
        <div className="flex items-baseline justify-between gap-3">
          <h2 className="text-lg font-bold">Оформление</h2>
          {offer ? (
            <span className="truncate text-sm text-muted">
              у{' '}
              <Link to={storefrontPath(offer.seller.id)} className="text-text hover:text-primary hover:underline">
                {offer.seller.name}
              </Link>
            </span>
          ) : null}
        </div>
        {exchange && offer ? (
          <p className="rounded-xl bg-surface-2 px-3 py-2 text-sm text-muted" data-testid="exchange-rate">
            Курс продавца:{' '}
            <span className="font-semibold text-text">
              {EXCHANGE_RATE_LOT} шт. — {formatMoneyValue(offer.price)}
            </span>
          </p>
        ) : null}
        <Controller
          control={form.control}
          name="quantity"
          render={({ field, fieldState }) =>
            wallet ? (
              <TopUpAmountField
                wallet={wallet}
                bounds={bounds}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                name={field.name}
                inputRef={field.ref}
                error={fieldState.error?.message ?? amountIssue ?? undefined}
              />
            ) : (
              <NumberInput
                ref={field.ref}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                min={0}
                max={bounds.max}
                label={exchange ? 'Сколько нужно, шт.' : 'Количество'}
                hint={
                  exchange
                    ? `От ${bounds.min} шт., цена считается по курсу`
                    : offer?.stock != null
                      ? `Доступно: ${offer.stock} шт.`
                      : undefined
                }
                suffix="шт."
                error={fieldState.error?.message}
                required
              />
            )
          }
        />
        {inputs.map((input) => (
          <BuyerInputField
            key={input.kind}
            input={input}
            registration={form.register(`inputs.${input.kind}`)}
            initialValue={form.formState.defaultValues?.inputs?.[input.kind]}
            error={form.formState.errors.inputs?.[input.kind]?.message}
          />
        ))}
        {wallet && offer ? (
          <div className="flex flex-col gap-2 border-t border-border pt-4">
            <TopUpSummary wallet={wallet} amount={amountIssue ? null : quantity} unitPrice={offer.price} />
            <p className="text-right text-xs text-muted">Выдача ≈ {deliveryText(offer.deliveryMinutes)}</p>
          </div>
        ) : (
          <div className="flex items-end justify-between gap-3 border-t border-border pt-4">
            <div>
              <p className="text-sm text-muted">К оплате</p>
              <p className="text-2xl font-extrabold tabular-nums" data-testid="buy-total">
                {totalText}
              </p>
            </div>
            {offer ? (
              <p className="pb-1 text-right text-xs text-muted">Выдача ≈ {deliveryText(offer.deliveryMinutes)}</p>
            ) : null}
          </div>
        )}
        {/* Phones submit from the bar at the bottom edge; a wrapper hides this one, since the button's own display wins over `hidden`. */}
        <div className="hidden desktop:block">
          <Button type="submit" size="lg" fullWidth loading={submitting} disabled={!canBuy} icon={<ShoppingCart />}>
            Купить
          </Button>
        </div>
        <p className="text-center text-xs text-subtle">
          Оплата картой или через СБП. Деньги у Лутмаркета до подтверждения получения.
        </p>
      </form>
      <div
        className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-bg/95 px-4 py-3 backdrop-blur desktop:hidden"
        data-testid="mobile-buy-bar"
      >
        <div className="mx-auto flex max-w-[1280px] items-center gap-3">
          <div className="min-w-0 flex-1">
            <p className="text-xs text-muted">К оплате</p>
            <p className="truncate text-lg font-extrabold tabular-nums">{totalText}</p>
          </div>
          <Button
            type="submit"
            form={BUY_FORM_ID}
            size="lg"
            loading={submitting}
            disabled={!canBuy}
            icon={<ShoppingCart />}
            className="min-w-40"
          >
            Купить
          </Button>
        </div>
      </div>
    </>
  );
}
