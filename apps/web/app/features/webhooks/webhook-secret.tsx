import type { WebhookWithSecret } from '@lootmarket/domain';
import { ShieldCheck } from 'lucide-react';
import { SecretShownOnce } from '#app/components/ui/secret-shown-once';

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
  return (
    <SecretShownOnce
      id="webhook-secret-title"
      heading="h3"
      title={
        <>
          <ShieldCheck aria-hidden="true" className="size-5 text-success" />
          {rotated ? 'Новый секрет вебхука' : 'Вебхук добавлен'}
        </>
      }
      secret={endpoint.secret}
      copied="Секрет скопирован"
      notCopied="Не удалось скопировать: выделите секрет и скопируйте вручную"
      testId="webhook-secret"
      onDone={onDone}
    >
      <p className="text-sm">
        Этим секретом подписано каждое событие на <span className="break-all">{endpoint.url}</span>. Скопируйте его
        сейчас: больше мы его не покажем.
        {rotated ? ' Старый секрет подписывает события ещё сутки, чтобы вы успели его заменить.' : ''}
      </p>
    </SecretShownOnce>
  );
}
