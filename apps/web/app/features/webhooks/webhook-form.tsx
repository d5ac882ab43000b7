import { zodResolver } from '@hookform/resolvers/zod';
import {
  createWebhookRequestSchema,
  WEBHOOK_DEFAULT_STOCK_LOW,
  WEBHOOK_EVENT_TITLES,
  WEBHOOK_EVENT_TYPES,
  type WebhookEndpoint,
  type WebhookWithSecret,
} from '@lootmarket/domain';
import { webhookEndpoints } from '@lootmarket/domain/endpoints/webhooks';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '#app/components/ui/button';
import { TextInput } from '#app/components/ui/text-input';
import { useToast } from '#app/components/ui/toast';
import { failureMessage } from '#app/lib/api/api-error';
import { api } from '#app/lib/api/browser';

/** The form's own shape: the threshold is typed as text and read as a number on submit. */
const formSchema = createWebhookRequestSchema.omit({ stockLowThreshold: true }).extend({
  stockLowThreshold: z.string().regex(/^\d{1,6}$/, 'Укажите целое число от 0'),
});
type FormValues = z.input<typeof formSchema>;

type WebhookFormProps =
  | { endpoint?: undefined; onCreated: (endpoint: WebhookWithSecret) => void }
  | { endpoint: WebhookEndpoint; onSaved: (endpoint: WebhookEndpoint) => void; onCancel: () => void };

const blank: FormValues = { url: '', events: [], stockLowThreshold: String(WEBHOOK_DEFAULT_STOCK_LOW) };
const valuesOf = (endpoint: WebhookEndpoint): FormValues => ({
  url: endpoint.url,
  events: endpoint.events,
  stockLowThreshold: String(endpoint.stockLowThreshold),
});

/** A new endpoint, or an existing one's address, events and threshold. */
export function WebhookForm(props: WebhookFormProps) {
  const toast = useToast();
  const editing = props.endpoint !== undefined;
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: props.endpoint ? valuesOf(props.endpoint) : blank,
  });
  const { register, handleSubmit, formState, watch } = form;
  const wantsStock = (watch('events') ?? []).includes('stock.low');
  const titleId = editing ? `edit-webhook-${props.endpoint.id}` : 'new-webhook-title';

  const submit = handleSubmit(async (values) => {
    const body = { url: values.url, events: values.events, stockLowThreshold: Number(values.stockLowThreshold) };
    try {
      if (props.endpoint)
        props.onSaved(await api.call(webhookEndpoints.update, { params: { id: props.endpoint.id }, body }));
      else {
        props.onCreated(await api.call(webhookEndpoints.create, { body }));
        form.reset();
      }
    } catch (error) {
      const fallback = editing ? 'Не удалось сохранить вебхук' : 'Не удалось добавить вебхук';
      toast.show({ type: 'error', message: failureMessage(error, fallback) });
    }
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={titleId}
      className={editing ? 'space-y-4' : 'space-y-4 rounded-card border border-border bg-surface p-5'}
    >
      <h3 id={titleId} className="text-lg font-semibold">
        {editing ? 'Изменить вебхук' : 'Новый вебхук'}
      </h3>
      <TextInput
        label="Адрес сервера"
        type="url"
        inputMode="url"
        placeholder="https://example.ru/lootmarket/webhooks"
        error={formState.errors.url?.message}
        {...register('url')}
      />
      <fieldset>
        <legend className="mb-2 text-sm font-medium">События</legend>
        <div className="grid gap-x-4 sm:grid-cols-2">
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <label key={type} className="flex min-h-11 items-center gap-3 text-sm">
              <input type="checkbox" value={type} className="size-5 shrink-0 accent-primary" {...register('events')} />
              <span>
                {WEBHOOK_EVENT_TITLES[type]} <code className="text-xs text-subtle">{type}</code>
              </span>
            </label>
          ))}
        </div>
        {formState.errors.events ? (
          <p className="mt-1.5 text-sm text-danger">{formState.errors.events.message}</p>
        ) : null}
      </fieldset>
      {wantsStock ? (
        <TextInput
          label="Сообщать, когда ключей осталось не больше"
          inputMode="numeric"
          className="max-w-xs"
          error={formState.errors.stockLowThreshold?.message}
          {...register('stockLowThreshold')}
        />
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={formState.isSubmitting}>
          {editing ? 'Сохранить' : 'Добавить вебхук'}
        </Button>
        {props.endpoint ? (
          <Button type="button" variant="ghost" onClick={props.onCancel}>
            Отмена
          </Button>
        ) : null}
      </div>
    </form>
  );
}
