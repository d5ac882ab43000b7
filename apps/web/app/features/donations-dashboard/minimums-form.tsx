import {
  CURRENCY_CODES,
  CURRENCY_DISPLAY,
  DONATION_LIMITS,
  formatMinorAmount,
  formatMoney,
  type CurrencyCode,
  type StreamerMinimums,
} from '@lootmarket/domain';
import { Coins } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { Button } from '#app/components/ui/button';
import { TextInput } from '#app/components/ui/text-input';
import { useToast } from '#app/components/ui/toast';
import { streamerEndpoints } from '@lootmarket/domain/endpoints/donations';
import { fieldIssues } from '#app/lib/api/api-error';
import { api } from '#app/lib/api/browser';

type Values = Record<CurrencyCode, string>;

const plain = (minor: number | undefined, currency: CurrencyCode): string =>
  minor === undefined ? '' : formatMinorAmount(minor, currency).replace(/\u00A0/g, ' ');
const valuesOf = (minimums: StreamerMinimums['minAmounts']): Values =>
  Object.fromEntries(CURRENCY_CODES.map((currency) => [currency, plain(minimums[currency], currency)])) as Values;

/** The streamer's own minimum donation per currency; an empty field keeps the platform's. */
export function MinimumsForm({ minimums }: { minimums: StreamerMinimums['minAmounts'] }) {
  const saved = valuesOf(minimums);
  const [values, setValues] = useState<Values>(saved);
  const [errors, setErrors] = useState<Partial<Record<CurrencyCode, string>>>({});
  const [pending, setPending] = useState(false);
  const { revalidate } = useRevalidator();
  const toast = useToast();
  const changed = CURRENCY_CODES.filter((currency) => values[currency].trim() !== saved[currency]);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (pending || changed.length === 0) return;
    setPending(true);
    const failed: Partial<Record<CurrencyCode, string>> = {};
    // One call per currency: each minimum stands on its own, a bad one does not hold back the others.
    for (const currency of changed) {
      const amount = values[currency].trim() || null;
      await api.call(streamerEndpoints.setMinimum, { body: { currency, amount } }).catch((error: unknown) => {
        failed[currency] = fieldIssues(error).amount ?? 'Не удалось сохранить';
      });
    }
    setErrors(failed);
    await revalidate();
    setPending(false);
    if (Object.keys(failed).length === 0) toast.show({ type: 'success', message: 'Минимальная сумма сохранена' });
  }

  return (
    <form
      noValidate
      onSubmit={save}
      aria-labelledby="minimums-title"
      className="rounded-2xl border border-border bg-surface p-5 tablet:p-6"
    >
      <div className="mb-4 flex items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-warning/12 text-warning">
          <Coins aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 id="minimums-title" className="font-semibold">
            Минимальная сумма доната
          </h2>
          <p className="text-sm text-muted">
            Донаты меньше этой суммы страница не примет. Оставьте поле пустым, чтобы действовал минимум платформы.
          </p>
        </div>
      </div>
      <div className="grid gap-4 tablet:grid-cols-3">
        {CURRENCY_CODES.map((currency) => {
          const { min, max } = DONATION_LIMITS[currency];
          return (
            <TextInput
              key={currency}
              label={`${CURRENCY_DISPLAY[currency].symbol} ${currency.toUpperCase()}`}
              name={`min-${currency}`}
              inputMode="decimal"
              placeholder={plain(min, currency)}
              suffix={CURRENCY_DISPLAY[currency].symbol}
              value={values[currency]}
              error={errors[currency]}
              hint={`От ${formatMoney(min, currency)} до ${formatMoney(max, currency)}`}
              onChange={(event) => {
                setValues({ ...values, [currency]: event.target.value });
                setErrors({ ...errors, [currency]: undefined });
              }}
            />
          );
        })}
      </div>
      <Button type="submit" className="mt-5" loading={pending} disabled={changed.length === 0}>
        Сохранить минимумы
      </Button>
    </form>
  );
}
