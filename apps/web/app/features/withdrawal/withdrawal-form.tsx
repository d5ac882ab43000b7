import { zodResolver } from '@hookform/resolvers/zod';
import {
  CURRENCY_DISPLAY,
  formatMinorAmount,
  formatMoney,
  formatPhone,
  RATE_LOCK_SECONDS,
  type ConfirmationSent,
  type CurrencyCode,
  type SbpBanksResponse,
} from '@lootmarket/domain';
import { walletEndpoints } from '@lootmarket/domain/endpoints/wallet';
import clsx from 'clsx';
import { Bitcoin, Landmark, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '#app/components/ui/button';
import { controlBoxClassName, Field } from '#app/components/ui/field';
import { PhoneInput } from '#app/components/ui/phone-input';
import { TextInput } from '#app/components/ui/text-input';
import { failureMessage } from '#app/lib/api/api-error';
import { api } from '#app/lib/api/browser';
import { CheckSummary } from './check-summary';
import { CodeStep } from './code-step';
import { useOutcomeCheck, useRateQuote } from './use-withdrawal-quote';
import { toWithdrawalRequest, withdrawalFormSchema, type WithdrawalFormValues } from './withdrawal-form.schema';

/** «Только рубли; доллары выводятся в USDT»: the money that cannot go by SBP, named. */
const CURRENCY_NAMES_IN: Readonly<Record<CurrencyCode, string>> = { rub: 'рубли', usd: 'доллары', kzt: 'тенге' };

const METHODS = [
  {
    value: 'sbp',
    label: 'СБП',
    hint: 'На карту любого банка по номеру телефона',
    icon: Landmark,
  },
  { value: 'crypto', label: 'USDT · TRC-20', hint: 'На кошелёк в сети TRON', icon: Bitcoin },
] as const;

const newKey = () => crypto.randomUUID();
const lockedUntil = (iso: string) =>
  new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Moscow' }).format(
    new Date(iso),
  );

export interface WithdrawalFormProps {
  banks: SbpBanksResponse['items'];
  /** The wallet currency the money leaves from; SBP pays roubles only, USDT any of them. */
  currency: CurrencyCode;
  available: number;
  onDone: () => void;
}

/** A withdrawal: method, amount and destination, the fee and what arrives, then the code from the mail. */
export function WithdrawalForm({ banks, currency, available, onDone }: WithdrawalFormProps) {
  const sbpPays = currency === 'rub';
  const form = useForm<WithdrawalFormValues>({
    resolver: zodResolver(withdrawalFormSchema),
    defaultValues: { currency, method: sbpPays ? 'sbp' : 'crypto', amount: '', phone: '', bankId: '', address: '' },
    mode: 'onTouched',
  });
  const { register, control, watch, setValue, handleSubmit, formState } = form;
  const method = watch('method');
  const { quote, failed, refresh } = useRateQuote(method === 'crypto', currency);
  const check = useOutcomeCheck(
    method,
    currency,
    watch('amount'),
    method === 'crypto' ? (quote?.quote_id ?? null) : null,
  );
  const typed = (minor: number) => formatMinorAmount(minor, currency).replace(/\u00A0/g, ' ');
  const [key, setKey] = useState(newKey);
  const [sent, setSent] = useState<(ConfirmationSent & { summary: string }) | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const request = () => toWithdrawalRequest(form.getValues(), quote?.quote_id ?? null);
  const summary = () => {
    const values = form.getValues();
    const where =
      values.method === 'sbp'
        ? `${formatPhone(values.phone)}, ${banks.find((bank) => bank.id === values.bankId)?.name ?? ''}`
        : `USDT TRC-20, ${values.address.trim()}`;
    return `Вывод ${values.amount} ${CURRENCY_DISPLAY[currency].symbol} — ${where}`;
  };

  async function askCode() {
    const body = request();
    if (!body) return setProblem('Обновите курс и попробуйте ещё раз');
    setBusy(true);
    setProblem(null);
    try {
      setSent({
        ...(await api.call(walletEndpoints.confirmOutcome, { headers: { 'idempotency-key': key }, body })),
        summary: summary(),
      });
    } catch (error) {
      setProblem(failureMessage(error, 'Не удалось отправить код'));
    } finally {
      setBusy(false);
    }
  }

  async function confirm(code: string) {
    const body = request();
    if (!body) return;
    setBusy(true);
    try {
      await api.call(walletEndpoints.createOutcome, { headers: { 'idempotency-key': key }, body: { ...body, code } });
      onDone();
    } catch (error) {
      setProblem(failureMessage(error, 'Не удалось создать заявку'));
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <CodeStep
        sentTo={sent.sent_to}
        summary={sent.summary}
        problem={problem}
        busy={busy}
        resendAfterSeconds={sent.resend_after_seconds}
        onSubmit={(code) => void confirm(code)}
        onResend={() => void askCode()}
        onBack={() => {
          setSent(null);
          setProblem(null);
          setKey(newKey());
        }}
      />
    );
  }

  const blocked = Boolean(check?.problem) || (method === 'crypto' && !quote);
  return (
    <form
      noValidate
      aria-label="Вывод средств"
      className="flex flex-col gap-5"
      onSubmit={handleSubmit(() => void askCode())}
    >
      <fieldset className="grid gap-2 tablet:grid-cols-2">
        <legend className="mb-2 text-sm font-medium">Способ вывода</legend>
        {METHODS.map((item) => {
          // ЮKassa pays SBP in roubles only: another currency leaves in USDT, and the choice says so.
          const disabled = item.value === 'sbp' && !sbpPays;
          return (
            <label
              key={item.value}
              className={clsx(
                'flex items-start gap-3 rounded-2xl border p-3.5 transition-colors',
                disabled
                  ? 'cursor-not-allowed border-dashed border-border bg-surface-2/40 opacity-70'
                  : method === item.value
                    ? 'cursor-pointer border-primary bg-primary-soft/60'
                    : 'cursor-pointer border-border bg-surface hover:border-subtle',
              )}
            >
              <input type="radio" value={item.value} disabled={disabled} {...register('method')} className="sr-only" />
              <item.icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <span>
                <span className="block font-semibold">{item.label}</span>
                <span className="block text-xs text-muted">
                  {disabled ? `Только рубли; ${CURRENCY_NAMES_IN[currency]} выводятся в USDT` : item.hint}
                </span>
              </span>
            </label>
          );
        })}
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <TextInput
          label="Сумма"
          required
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          suffix={CURRENCY_DISPLAY[currency].symbol}
          error={formState.errors.amount?.message}
          {...register('amount')}
        />
        <button
          type="button"
          className="self-start text-sm font-medium text-primary hover:underline"
          onClick={() => setValue('amount', typed(available), { shouldValidate: true })}
        >
          Вывести всё: {formatMoney(available, currency)}
        </button>
      </div>
      {method === 'sbp' ? (
        <div className="grid gap-4 tablet:grid-cols-2">
          <Controller
            control={control}
            name="phone"
            render={({ field, fieldState }) => (
              <PhoneInput
                label="Телефон, привязанный к СБП"
                required
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <Field id="withdrawal-bank" label="Банк получателя" required error={formState.errors.bankId?.message}>
            <div
              className={clsx(controlBoxClassName({ invalid: Boolean(formState.errors.bankId) }), 'h-12 tablet:h-11')}
            >
              <select
                id="withdrawal-bank"
                className="min-w-0 flex-1 bg-transparent text-base text-text outline-none tablet:text-sm"
                {...register('bankId')}
              >
                <option value="">Выберите банк</option>
                {banks.map((bank) => (
                  <option key={bank.id} value={bank.id}>
                    {bank.name}
                  </option>
                ))}
              </select>
            </div>
          </Field>
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <TextInput
            label="Адрес кошелька USDT (TRC-20)"
            required
            autoComplete="off"
            spellCheck={false}
            placeholder="T…"
            error={formState.errors.address?.message}
            {...register('address')}
          />
          <div className="flex flex-wrap items-center justify-between gap-2 rounded-2xl border border-border bg-surface px-4 py-3 text-sm">
            {quote ? (
              <span>
                Курс{' '}
                <span className="font-semibold tabular-nums">
                  {quote.rate.replace('.', CURRENCY_DISPLAY[currency].decimalSeparator)}{' '}
                  {CURRENCY_DISPLAY[currency].symbol}
                </span>{' '}
                за 1 USDT, зафиксирован до {lockedUntil(quote.expires_at)} ({RATE_LOCK_SECONDS / 60} минут)
              </span>
            ) : (
              <span className="text-muted">{failed ? 'Курс недоступен' : 'Получаем курс…'}</span>
            )}
            <Button size="sm" variant="ghost" icon={<RefreshCw aria-hidden="true" />} onClick={() => void refresh()}>
              Обновить курс
            </Button>
          </div>
        </div>
      )}
      <CheckSummary check={check} method={method} />
      {problem ? (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      ) : null}
      <Button type="submit" size="lg" loading={busy} disabled={blocked}>
        Получить код подтверждения
      </Button>
      <p className="text-xs text-muted">
        Код придёт на почту аккаунта и подойдёт только для этой заявки. Пока заявка на проверке, её можно отменить в
        кошельке.
      </p>
    </form>
  );
}
