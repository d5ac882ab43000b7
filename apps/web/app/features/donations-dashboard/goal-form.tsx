import { CURRENCY_CODES, CURRENCY_DISPLAY, GOAL_TITLE_MAX_LENGTH, type CurrencyCode } from '@lootmarket/domain';
import { streamerEndpoints } from '@lootmarket/domain/endpoints/donations';
import clsx from 'clsx';
import { Rocket } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '#app/components/ui/button';
import { TextInput } from '#app/components/ui/text-input';
import { fieldIssues } from '#app/lib/api/api-error';
import { api } from '#app/lib/api/browser';
import { useDashboardCall } from './use-dashboard-call';

/** Starts a fundraising goal: a title, a target and its currency. Donations in that currency fill it. */
export function CreateGoalForm() {
  const { call, pending } = useDashboardCall();
  const [title, setTitle] = useState('');
  const [target, setTarget] = useState('');
  const [currency, setCurrency] = useState<CurrencyCode>('rub');
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing = {
      ...(title.trim() ? {} : { title: 'Введите название' }),
      ...(target.trim() ? {} : { target: 'Введите сумму' }),
    };
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    const body = { title: title.trim(), target: target.trim(), currency };
    const result = await call(() => api.call(streamerEndpoints.createGoal, { body }), 'Сбор запущен');
    if (result.ok) {
      setTitle('');
      setTarget('');
    } else setErrors(fieldIssues(result.error));
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="create-goal-title"
      className="rounded-2xl border border-border bg-surface p-5 tablet:p-6"
    >
      <h2 id="create-goal-title" className="text-lg font-semibold">
        Новая цель сбора
      </h2>
      <p className="mt-1 mb-4 text-sm text-muted">
        Зрители увидят прогресс на странице доната и в виджете цели на стриме.
      </p>
      <div className="grid gap-4 tablet:grid-cols-[1fr_220px]">
        <TextInput
          label="Название"
          name="title"
          required
          placeholder="Например, новый микрофон"
          counter={GOAL_TITLE_MAX_LENGTH}
          value={title}
          error={errors.title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <TextInput
          label="Сумма"
          name="target"
          required
          inputMode="decimal"
          placeholder="10 000"
          suffix={CURRENCY_DISPLAY[currency].symbol}
          value={target}
          error={errors.target}
          onChange={(event) => setTarget(event.target.value)}
        />
      </div>
      <fieldset className="mt-4">
        <legend className="mb-2 text-sm">Валюта</legend>
        <div className="flex flex-wrap gap-2">
          {CURRENCY_CODES.map((code) => (
            <label
              key={code}
              className={clsx(
                'inline-flex h-10 cursor-pointer items-center gap-2 rounded-xl border px-3.5 text-sm font-medium transition-colors has-focus-visible:outline-2 has-focus-visible:outline-primary',
                code === currency
                  ? 'border-primary bg-primary-soft text-text'
                  : 'border-border bg-surface-2 text-muted hover:text-text',
              )}
            >
              <input
                type="radio"
                name="currency"
                value={code}
                checked={code === currency}
                onChange={() => setCurrency(code)}
                className="sr-only"
              />
              {CURRENCY_DISPLAY[code].symbol} {code.toUpperCase()}
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit" className="mt-5" loading={pending} icon={<Rocket />}>
        Начать сбор
      </Button>
    </form>
  );
}
