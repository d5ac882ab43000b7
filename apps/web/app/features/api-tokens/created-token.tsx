import type { CreatedApiToken } from '@lootmarket/domain';
import { KeyRound } from 'lucide-react';
import { SecretShownOnce } from '#app/components/ui/secret-shown-once';

/** The secret of a token just made: shown this once, with a copy button and a call to try it. */
export function CreatedToken({
  token,
  apiBase,
  onDone,
}: {
  token: CreatedApiToken;
  apiBase: string;
  onDone: () => void;
}) {
  return (
    <SecretShownOnce
      id="created-token-title"
      heading="h2"
      title={
        <>
          <KeyRound aria-hidden="true" className="size-5 text-success" />
          Токен «{token.name}» создан
        </>
      }
      secret={token.token}
      copied="Токен скопирован"
      notCopied="Не удалось скопировать: выделите токен и скопируйте вручную"
      testId="created-token"
      onDone={onDone}
      after={
        <pre className="overflow-x-auto rounded-xl bg-surface p-3 text-xs text-muted">
          {`curl -H "Authorization: Bearer ${token.hint}" \\\n  ${apiBase}/offer/list`}
        </pre>
      }
    >
      <p className="text-sm">Скопируйте его сейчас: больше мы его не покажем. Храните токен как пароль.</p>
    </SecretShownOnce>
  );
}
