import type { CreatedApiToken } from '@lootmarket/domain';
import { Copy, KeyRound } from 'lucide-react';
import { Button } from '#app/components/ui/button';
import { useToast } from '#app/components/ui/toast';

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
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token.token);
      toast.show({ type: 'success', message: 'Токен скопирован' });
    } catch {
      toast.show({ type: 'error', message: 'Не удалось скопировать: выделите токен и скопируйте вручную' });
    }
  };
  return (
    <section
      aria-labelledby="created-token-title"
      className="space-y-3 rounded-card border border-success/40 bg-success/10 p-5"
      data-testid="created-token"
    >
      <h2 id="created-token-title" className="flex items-center gap-2 text-lg font-semibold">
        <KeyRound aria-hidden="true" className="size-5 text-success" />
        Токен «{token.name}» создан
      </h2>
      <p className="text-sm">Скопируйте его сейчас: больше мы его не покажем. Храните токен как пароль.</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <code className="min-w-0 flex-1 rounded-xl bg-surface px-3 py-2.5 font-mono text-sm break-all select-all">
          {token.token}
        </code>
        <Button variant="secondary" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" />
          Скопировать
        </Button>
      </div>
      <pre className="overflow-x-auto rounded-xl bg-surface p-3 text-xs text-muted">
        {`curl -H "Authorization: Bearer ${token.hint}" \\\n  ${apiBase}/offer/list`}
      </pre>
      <Button size="sm" onClick={onDone}>
        Готово
      </Button>
    </section>
  );
}
