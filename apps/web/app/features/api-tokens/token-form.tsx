import { zodResolver } from '@hookform/resolvers/zod';
import {
  API_SCOPE_TITLES,
  API_SCOPES,
  API_TOKEN_DEFAULT_LIFETIME,
  API_TOKEN_LIFETIMES,
  createApiTokenRequestSchema,
  type CreatedApiToken,
} from '@lootmarket/domain';
import { apiTokenEndpoints } from '@lootmarket/domain/endpoints/api-tokens';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '#app/components/ui/button';
import { TextArea, TextInput } from '#app/components/ui/text-input';
import { useToast } from '#app/components/ui/toast';
import { failureMessage } from '#app/lib/api/api-error';
import { api } from '#app/lib/api/browser';

const SELECT =
  'h-11 rounded-xl border border-border bg-surface-2 px-3 text-sm outline-none focus-visible:border-primary disabled:opacity-50';

/** The form's own shape: addresses are typed one per line and the lifetime comes from a select. */
const formSchema = createApiTokenRequestSchema.omit({ allowedAddresses: true, expiresInDays: true }).extend({
  expiresInDays: z.string(),
  addresses: z.string().max(1000),
});
type FormValues = z.input<typeof formSchema>;

const LIFETIME_LABELS: Record<(typeof API_TOKEN_LIFETIMES)[number], string> = {
  30: '30 дней',
  90: '90 дней',
  365: '1 год',
};

/** A new token: name, scopes, lifetime and an optional address allow-list. */
export function TokenForm({ onCreated }: { onCreated: (token: CreatedApiToken) => void }) {
  const toast = useToast();
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { name: '', scopes: [], expiresInDays: String(API_TOKEN_DEFAULT_LIFETIME), addresses: '' },
  });
  const { register, handleSubmit, formState } = form;

  const submit = handleSubmit(async (values) => {
    const body = {
      name: values.name,
      scopes: values.scopes,
      expiresInDays: Number(values.expiresInDays) as (typeof API_TOKEN_LIFETIMES)[number],
      allowedAddresses: values.addresses
        .split(/[\s,]+/)
        .map((entry) => entry.trim())
        .filter(Boolean),
    };
    try {
      onCreated(await api.call(apiTokenEndpoints.create, { body }));
      form.reset();
    } catch (error) {
      toast.show({ type: 'error', message: failureMessage(error, 'Не удалось создать токен') });
    }
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="new-token-title"
      className="space-y-4 rounded-card border border-border bg-surface p-5"
    >
      <h2 id="new-token-title" className="text-lg font-semibold">
        Новый токен
      </h2>
      <TextInput
        label="Название"
        placeholder="Например, «Склад 1С»"
        counter={60}
        error={formState.errors.name?.message}
        {...register('name')}
      />
      <fieldset>
        <legend className="mb-2 text-sm font-medium">Права</legend>
        <div className="grid gap-x-4 sm:grid-cols-2">
          {API_SCOPES.map((scope) => (
            <label key={scope} className="flex min-h-11 items-center gap-3 text-sm">
              <input type="checkbox" value={scope} className="size-5 shrink-0 accent-primary" {...register('scopes')} />
              <span>
                {API_SCOPE_TITLES[scope]} <code className="text-xs text-subtle">{scope}</code>
              </span>
            </label>
          ))}
        </div>
        {formState.errors.scopes ? (
          <p className="mt-1.5 text-sm text-danger">{formState.errors.scopes.message}</p>
        ) : null}
        <p className="mt-2 text-sm text-muted">Вывод денег токенам недоступен ни при каких правах.</p>
      </fieldset>
      <label className="flex flex-col gap-1.5 text-sm font-medium">
        Срок действия
        <select {...register('expiresInDays')} className={SELECT}>
          {API_TOKEN_LIFETIMES.map((days) => (
            <option key={days} value={days}>
              {LIFETIME_LABELS[days]}
            </option>
          ))}
        </select>
      </label>
      <TextArea
        label="Разрешённые адреса"
        hint="Необязательно. IP-адреса или сети через запятую или с новой строки, например 203.0.113.0/24"
        rows={2}
        error={formState.errors.addresses?.message}
        {...register('addresses')}
      />
      <Button type="submit" disabled={formState.isSubmitting}>
        Создать токен
      </Button>
    </form>
  );
}
