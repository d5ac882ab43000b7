import { zodResolver } from '@hookform/resolvers/zod';
import {
  CURRENCY_CODES,
  CURRENCY_DISPLAY,
  DONATION_MESSAGE_MAX_LENGTH,
  DONOR_NAME_MAX_LENGTH,
  formatMinorAmount,
  formatMoney,
  parseMoneyInput,
  type CurrencyCode,
  type DonationPageResponse,
  type HeaderUser,
  type MediaSettings,
} from '@lootmarket/domain';
import clsx from 'clsx';
import { Heart, ShieldCheck } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import { CurrencyLabel } from '#app/components/currency-label';
import { Button } from '#app/components/ui/button';
import { TextArea, TextInput } from '#app/components/ui/text-input';
import { useToast } from '#app/components/ui/toast';
import { failureMessage, fieldIssues } from '#app/lib/api/api-error';
import {
  amountHint,
  defaultAmount,
  donateFormSchema,
  quickAmounts,
  submitLabel,
  type DonateFormOutput,
  type DonateFormValues,
} from './donate-form.schema';
import { MediaField } from './media-field';
import { DONATION_FAILED_MESSAGE, startDonation } from './start-donation';

const FIELDS: readonly string[] = ['donorName', 'amount', 'currency', 'message'] satisfies (keyof DonateFormValues)[];
const isFormField = (field: string): field is keyof DonateFormValues => FIELDS.includes(field);

function CurrencySwitcher({ value, onChange }: { value: CurrencyCode; onChange: (currency: CurrencyCode) => void }) {
  return (
    <div role="radiogroup" aria-label="Валюта" className="inline-flex rounded-xl border border-border bg-bg p-1">
      {CURRENCY_CODES.map((currency) => (
        <button
          key={currency}
          type="button"
          role="radio"
          aria-checked={value === currency}
          data-testid={`currency-${currency}`}
          onClick={() => onChange(currency)}
          className={clsx(
            'inline-flex h-9 min-w-14 items-center justify-center rounded-lg px-2.5 text-sm font-semibold transition-colors',
            value === currency
              ? 'bg-primary-fill text-white shadow-[0_4px_16px_-6px_var(--color-primary)]'
              : 'text-muted hover:text-text',
          )}
        >
          <CurrencyLabel currency={currency} />
        </button>
      ))}
    </div>
  );
}

/** Server refusals about one field land under that field; anything else is a toast. */
function fieldOfIssue(error: unknown): { field: keyof DonateFormValues; message: string } | null {
  const [first] = Object.entries(fieldIssues(error));
  if (!first) return null;
  const [field, message] = first;
  return isFormField(field) ? { field, message } : null;
}

/** Name, amount with currency, message and «Отправить»: the donor's half of the donate page. */
export function DonateForm({
  page,
  user,
  media = null,
}: {
  page: DonationPageResponse;
  user: HeaderUser | null;
  media?: MediaSettings | null;
}) {
  const toast = useToast();
  const [submitting, setSubmitting] = useState(false);
  const [mediaUrl, setMediaUrl] = useState('');
  const [mediaError, setMediaError] = useState<string | undefined>();
  const minimums = page.minAmounts;
  const schema = useMemo(() => donateFormSchema(minimums), [minimums]);
  const [defaults] = useState<DonateFormValues>(() => ({
    donorName: user?.name.slice(0, DONOR_NAME_MAX_LENGTH) ?? '',
    amount: defaultAmount('rub', minimums),
    currency: 'rub',
    message: '',
  }));
  const form = useForm<DonateFormValues, unknown, DonateFormOutput>({
    resolver: zodResolver(schema) as unknown as Resolver<DonateFormValues, unknown, DonateFormOutput>,
    defaultValues: defaults,
  });
  const currency = form.watch('currency');
  const typed = form.watch('amount');
  const typedMinor = parseMoneyInput(typed, currency);
  const { errors } = form.formState;

  const chooseCurrency = (next: CurrencyCode) => {
    form.setValue('currency', next);
    form.setValue('amount', defaultAmount(next, minimums), { shouldValidate: form.formState.isSubmitted });
  };

  const submit = form.handleSubmit(async (values) => {
    setSubmitting(true);
    try {
      await startDonation(
        {
          streamerId: page.streamer.id,
          donorName: values.donorName,
          message: values.message,
          amount: typed,
          currency: values.amount.currency,
          ...(media && mediaUrl.trim() ? { mediaUrl: mediaUrl.trim() } : {}),
        },
        page.streamer,
      );
    } catch (error) {
      const mediaIssue = fieldIssues(error).mediaUrl;
      const issue = fieldOfIssue(error);
      if (mediaIssue) setMediaError(mediaIssue);
      else if (issue) form.setError(issue.field, { message: issue.message }, { shouldFocus: true });
      else toast.show({ type: 'error', message: failureMessage(error, DONATION_FAILED_MESSAGE) });
      setSubmitting(false);
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-label="Донат" data-testid="donate-form" className="flex flex-col gap-5">
      {/*
        The fields carry their starting values in the server's HTML: a value that appeared only on hydration
        would land under the fingers of someone already typing («100» + «250» = «100250»). What was typed
        before hydration differs from that HTML value, so the form keeps it.
      */}
      <TextInput
        {...form.register('donorName')}
        defaultValue={defaults.donorName}
        label="Ваше имя"
        placeholder="Как вас назвать на стриме"
        autoComplete="nickname"
        counter={DONOR_NAME_MAX_LENGTH}
        error={errors.donorName?.message}
        required
      />
      <div className="flex flex-col gap-2.5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="text-sm font-medium">
            Сумма<span className="text-danger"> *</span>
          </span>
          <CurrencySwitcher value={currency} onChange={chooseCurrency} />
        </div>
        <TextInput
          {...form.register('amount')}
          defaultValue={defaults.amount}
          aria-label="Сумма"
          inputMode="decimal"
          autoComplete="off"
          suffix={<span className="text-base font-bold text-text">{CURRENCY_DISPLAY[currency].symbol}</span>}
          hint={amountHint(currency, minimums)}
          error={errors.amount?.message}
          className="text-lg font-bold tabular-nums"
        />
        <div className="flex flex-wrap gap-2" aria-label="Быстрый выбор суммы">
          {quickAmounts(currency, minimums).map((major) => {
            const chosen = typedMinor === major * 100;
            return (
              <button
                key={major}
                type="button"
                onClick={() => form.setValue('amount', String(major), { shouldValidate: form.formState.isSubmitted })}
                className={clsx(
                  'h-9 rounded-full border px-3.5 text-sm font-semibold tabular-nums transition-colors',
                  chosen
                    ? 'border-primary bg-primary-soft text-text'
                    : 'border-border bg-surface-2 text-muted hover:border-subtle hover:text-text',
                )}
              >
                {formatMoney(major * 100, currency)}
              </button>
            );
          })}
        </div>
      </div>
      {media ? (
        <MediaField
          slug={page.streamer.slug}
          terms={media}
          url={mediaUrl}
          onUrlChange={(url) => {
            setMediaUrl(url);
            setMediaError(undefined);
          }}
          error={mediaError}
          currency={currency}
          typedMinor={typedMinor}
          onPayFull={(minor) =>
            form.setValue('amount', formatMinorAmount(minor, currency).replace(/\u00A0/g, ''), {
              shouldValidate: form.formState.isSubmitted,
            })
          }
        />
      ) : null}
      <TextArea
        {...form.register('message')}
        defaultValue={defaults.message}
        label="Сообщение"
        placeholder="Напишите что-нибудь стримеру"
        rows={4}
        counter={DONATION_MESSAGE_MAX_LENGTH}
        error={errors.message?.message}
      />
      <Button
        type="submit"
        size="lg"
        fullWidth
        loading={submitting}
        icon={<Heart aria-hidden className="size-5" />}
        data-testid="donate-submit"
      >
        {submitLabel(typedMinor, currency, minimums)}
      </Button>
      <div className="flex flex-col gap-1.5 text-xs text-muted">
        <p className="flex items-center gap-1.5">
          <ShieldCheck aria-hidden className="size-4 shrink-0 text-accent" />
          <span className="min-w-0 wrap-anywhere">
            {user ? `Вы вошли как ${user.name}. ` : 'Войдите или продолжите как гость на следующем шаге. '}
            Оплата банковской картой.
          </span>
        </p>
        <p>
          Нажимая «Отправить», вы принимаете{' '}
          <Link
            to="/terms-donation"
            className="text-text underline decoration-border underline-offset-2 hover:decoration-text"
          >
            условия доната
          </Link>
          . Запрещённые стримером слова скрываются.
        </p>
      </div>
    </form>
  );
}
