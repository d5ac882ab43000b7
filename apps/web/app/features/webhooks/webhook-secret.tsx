import type { WebhookWithSecret } from '@lootmarket/domain';
import { Copy, ShieldCheck } from 'lucide-react';
import { Button } from '#app/components/ui/button';
import { useToast } from '#app/components/ui/toast';

/** A signing secret just made (a new endpoint or a rotation): shown this once, with a copy button. */
export function WebhookSecret({
  endpoint,
  rotated,
  onDone,
}: {
  endpoint: WebhookWithSecret;
  rotated: boolean;
  onDone: () => void;
}) {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(endpoint.secret);
      toast.show({ type: 'success', message: 'Секрет скопирован' });
    } catch {
      toast.show({ type: 'error', message: 'Не удалось скопировать: выделите секрет и скопируйте вручную' });
    }
  };
  return (
    <section
      aria-labelledby="webhook-secret-title"
      className="space-y-3 rounded-card border border-success/40 bg-success/10 p-5"
      data-testid="webhook-secret"
    >
      <h3 id="webhook-secret-title" className="flex items-center gap-2 text-lg font-semibold">
        <ShieldCheck aria-hidden="true" className="size-5 text-success" />
        {rotated ? 'Новый секрет вебхука' : 'Вебхук добавлен'}
      </h3>
      <p className="text-sm">
        Этим секретом подписано каждое событие на <span className="break-all">{endpoint.url}</span>. Скопируйте его
        сейчас: больше мы его не покажем.
        {rotated ? ' Старый секрет подписывает события ещё сутки, чтобы вы успели его заменить.' : ''}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <code className="min-w-0 flex-1 rounded-xl bg-surface px-3 py-2.5 font-mono text-sm break-all select-all">
          {endpoint.secret}
        </code>
        <Button variant="secondary" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" />
          Скопировать
        </Button>
      </div>
      <Button size="sm" onClick={onDone}>
        Готово
      </Button>
    </section>
  );
}
