import { ChoiceCards, type ChoiceCard } from '#app/components/ui/choice-cards';
import {
  CURRENCY_CODES,
  CURRENCY_DISPLAY,
  formatMinorAmount,
  MEDIA_LIMITS,
  parseMoneyInput,
  type CurrencyCode,
  type MediaApproval,
  type MediaSettings,
} from '@lootmarket/domain';
import clsx from 'clsx';
import { Clapperboard } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { Button } from '#app/components/ui/button';
import { TextInput } from '#app/components/ui/text-input';
import { useToast } from '#app/components/ui/toast';
import { failureMessage, fieldIssues } from '#app/lib/api/api-error';
import { mediaApi } from './media-api';

type Amounts = Record<CurrencyCode, string>;

const plain = (minor: number | undefined, currency: CurrencyCode): string =>
  minor === undefined ? '' : formatMinorAmount(minor, currency).replace(/\u00A0/g, ' ');
const textsOf = (amounts: MediaSettings['minAmount']): Amounts =>
  Object.fromEntries(CURRENCY_CODES.map((currency) => [currency, plain(amounts[currency], currency)])) as Amounts;

/** Typed amounts in minor units; an empty field leaves the currency out, a bad one is an error. */
function parseAmounts(texts: Amounts): { amounts: Partial<Record<CurrencyCode, number>>; bad: CurrencyCode[] } {
  const amounts: Partial<Record<CurrencyCode, number>> = {};
  const bad: CurrencyCode[] = [];
  for (const currency of CURRENCY_CODES) {
    const text = texts[currency].replace(/\s/g, '');
    if (!text) continue;
    const minor = parseMoneyInput(text, currency);
    if (minor === null) bad.push(currency);
    else amounts[currency] = minor;
  }
  return { amounts, bad };
}

const APPROVALS: readonly ChoiceCard<MediaApproval>[] = [
  { value: 'manual', title: 'Вручную', hint: 'Каждое видео ждёт вашего одобрения' },
  { value: 'auto', title: 'Автоматически', hint: 'Оплаченные видео сразу встают в очередь' },
];

function Toggle({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label="Принимать видео"
      data-testid="media-enabled"
      onClick={() => onChange(!on)}
      className={clsx(
        'relative h-7 w-12 shrink-0 rounded-full transition-colors',
        on ? 'bg-primary-fill' : 'bg-surface-3',
      )}
    >
      <span
        aria-hidden
        className={clsx('absolute top-1 size-5 rounded-full bg-white transition-all', on ? 'left-6' : 'left-1')}
      />
    </button>
  );
}

/** Media on or off, price per second and minimum per currency, the longest video and how videos are approved. */
export function MediaSettingsForm({ settings }: { settings: MediaSettings }) {
  const [enabled, setEnabled] = useState(settings.enabled);
  const [prices, setPrices] = useState<Amounts>(textsOf(settings.pricePerSecond));
  const [minimums, setMinimums] = useState<Amounts>(textsOf(settings.minAmount));
  const [maxDuration, setMaxDuration] = useState(String(settings.maxDurationSeconds));
  const [approval, setApproval] = useState<MediaApproval>(settings.approval);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const { revalidate } = useRevalidator();
  const toast = useToast();

  async function save(event: FormEvent) {
    event.preventDefault();
    const price = parseAmounts(prices);
    const minimum = parseAmounts(minimums);
    const next: Record<string, string> = {};
    for (const currency of price.bad) next[`price-${currency}`] = 'Введите сумму, например 5 или 0,50';
    for (const currency of minimum.bad) next[`min-${currency}`] = 'Введите сумму, например 100';
    if (enabled && Object.keys(price.amounts).length === 0) next['price-rub'] = 'Укажите цену хотя бы в одной валюте';
    setErrors(next);
    if (Object.keys(next).length > 0 || pending) return;
    setPending(true);
    try {
      await mediaApi.saveSettings({
        enabled,
        pricePerSecond: price.amounts,
        minAmount: minimum.amounts,
        maxDurationSeconds: Number(maxDuration),
        approval,
      });
      await revalidate();
      toast.show({ type: 'success', message: 'Настройки видео сохранены' });
    } catch (error) {
      const issues = fieldIssues(error);
      if (issues.maxDurationSeconds) setErrors({ maxDuration: issues.maxDurationSeconds });
      else toast.show({ type: 'error', message: failureMessage(error, 'Не удалось сохранить. Попробуйте ещё раз') });
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={save}
      aria-labelledby="media-settings-title"
      className="space-y-5 rounded-2xl border border-border bg-surface p-5 tablet:p-6"
    >
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary">
          <Clapperboard aria-hidden className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="media-settings-title" className="font-semibold">
            Видео от зрителей
          </h2>
          <p className="text-sm text-muted">
            Зритель вставляет ссылку на YouTube на странице доната, видит цену и оплачивает секунды показа.
          </p>
        </div>
        <Toggle on={enabled} onChange={setEnabled} />
      </div>
      <fieldset className="grid gap-4 tablet:grid-cols-3" disabled={!enabled}>
        <legend className="mb-2 text-sm font-medium">Цена за секунду и минимальная сумма</legend>
        {CURRENCY_CODES.map((currency) => {
          const symbol = CURRENCY_DISPLAY[currency].symbol;
          return (
            <div key={currency} className="space-y-2 rounded-xl border border-border bg-surface-2 p-3">
              <p className="text-sm font-semibold">
                {symbol} {currency.toUpperCase()}
              </p>
              <TextInput
                label="За секунду"
                name={`price-${currency}`}
                inputMode="decimal"
                placeholder="не принимать"
                suffix={symbol}
                value={prices[currency]}
                error={errors[`price-${currency}`]}
                onChange={(event) => setPrices({ ...prices, [currency]: event.target.value })}
              />
              <TextInput
                label="Минимум"
                name={`min-${currency}`}
                inputMode="decimal"
                placeholder="0"
                suffix={symbol}
                value={minimums[currency]}
                error={errors[`min-${currency}`]}
                onChange={(event) => setMinimums({ ...minimums, [currency]: event.target.value })}
              />
            </div>
          );
        })}
      </fieldset>
      <div className="grid gap-4 tablet:grid-cols-2">
        <TextInput
          label="Самое длинное видео"
          name="max-duration"
          inputMode="numeric"
          suffix="сек"
          value={maxDuration}
          error={errors.maxDuration}
          hint={`От ${MEDIA_LIMITS.maxDurationSeconds.min} до ${MEDIA_LIMITS.maxDurationSeconds.max} секунд`}
          onChange={(event) => setMaxDuration(event.target.value.replace(/\D/g, ''))}
          disabled={!enabled}
        />
        <ChoiceCards
          name="approval"
          legend="Одобрение"
          showLegend
          options={APPROVALS}
          value={approval}
          onChange={setApproval}
        />
      </div>
      <Button type="submit" loading={pending} data-testid="media-settings-save">
        Сохранить
      </Button>
    </form>
  );
}
