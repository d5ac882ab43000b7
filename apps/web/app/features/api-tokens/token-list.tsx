import { type ApiToken } from '@lootmarket/domain';
import { clsx } from 'clsx';
import { Button } from '#app/components/ui/button';
import { tokenDay, tokenMoment, tokenState, type TokenState } from './token-dates';

const STATE_LABELS: Record<TokenState, { text: string; className: string }> = {
  active: { text: 'Действует', className: 'bg-success/15 text-success' },
  revoked: { text: 'Отозван', className: 'bg-danger/15 text-danger' },
  expired: { text: 'Истёк', className: 'bg-surface-2 text-muted' },
};

/** The owner's tokens, newest first: what each may do, when it was last used and from where. */
export function TokenList({
  tokens,
  now,
  busyId,
  onRevoke,
}: {
  tokens: ApiToken[];
  now: number;
  busyId: string | null;
  onRevoke: (token: ApiToken) => void;
}) {
  if (tokens.length === 0) {
    return <p className="rounded-card border border-border bg-surface p-5 text-sm text-muted">Токенов пока нет.</p>;
  }
  return (
    <ul className="space-y-3" aria-label="Токены">
      {tokens.map((token) => {
        const state = tokenState(token, now);
        return (
          <li
            key={token.id}
            className="space-y-2 rounded-card border border-border bg-surface p-4"
            data-testid="api-token"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div className="min-w-0">
                <p className="font-semibold break-words">{token.name}</p>
                <code className="text-sm text-muted">{token.hint}</code>
              </div>
              <span className={clsx('rounded-full px-2.5 py-0.5 text-xs font-medium', STATE_LABELS[state].className)}>
                {STATE_LABELS[state].text}
              </span>
            </div>
            <ul className="flex flex-wrap gap-1.5" aria-label="Права">
              {token.scopes.map((scope) => (
                <li key={scope} className="rounded-md bg-surface-2 px-2 py-0.5 font-mono text-xs">
                  {scope}
                </li>
              ))}
            </ul>
            <dl className="grid gap-x-4 gap-y-1 text-sm text-muted sm:grid-cols-3">
              <div>
                <dt className="inline">Создан: </dt>
                <dd className="inline">{tokenDay(token.createdAt)}</dd>
              </div>
              <div>
                <dt className="inline">{state === 'expired' ? 'Истёк: ' : 'Действует до: '}</dt>
                <dd className="inline">{tokenDay(token.expiresAt)}</dd>
              </div>
              <div>
                <dt className="inline">Использован: </dt>
                <dd className="inline">
                  {token.lastUsedAt ? `${tokenMoment(token.lastUsedAt)}, ${token.lastUsedAddress ?? ''}` : 'ещё нет'}
                </dd>
              </div>
              {token.allowedAddresses.length > 0 ? (
                <div className="sm:col-span-3">
                  <dt className="inline">Только с адресов: </dt>
                  <dd className="inline break-all">{token.allowedAddresses.join(', ')}</dd>
                </div>
              ) : null}
            </dl>
            {state === 'active' ? (
              <Button variant="secondary" size="sm" disabled={busyId === token.id} onClick={() => onRevoke(token)}>
                Отозвать
              </Button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
