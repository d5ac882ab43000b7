import type { ApiToken, CreatedApiToken } from '@lootmarket/domain';
import { apiTokenEndpoints } from '@lootmarket/domain/endpoints/api-tokens';
import { PRIVATE_API } from '@lootmarket/domain/endpoints/define';
import { useState } from 'react';
import { useToast } from '#app/components/ui/toast';
import { failureMessage } from '#app/lib/api/api-error';
import { api } from '#app/lib/api/browser';
import { CreatedToken } from './created-token';
import { TokenForm } from './token-form';
import { TokenList } from './token-list';

/** The profile's «API» page: make tokens for the shop's own programs, see their use, revoke them. */
export function ApiTokensPanel({ initial, origin, now }: { initial: ApiToken[]; origin: string; now: number }) {
  const toast = useToast();
  const [tokens, setTokens] = useState(initial);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const onCreated = (token: CreatedApiToken) => {
    setCreated(token);
    const { token: _secret, ...listed } = token;
    setTokens((current) => [listed, ...current]);
  };
  const revoke = async (token: ApiToken) => {
    setBusyId(token.id);
    try {
      const revoked = await api.call(apiTokenEndpoints.revoke, { params: { id: token.id } });
      setTokens((current) => current.map((item) => (item.id === revoked.id ? revoked : item)));
      toast.show({ type: 'success', message: `Токен «${token.name}» отозван` });
    } catch (error) {
      toast.show({ type: 'error', message: failureMessage(error, 'Не удалось отозвать токен') });
    } finally {
      setBusyId(null);
    }
  };

  return (
    <div className="space-y-6">
      {created ? (
        <CreatedToken token={created} apiBase={`${origin}${PRIVATE_API}`} onDone={() => setCreated(null)} />
      ) : (
        <TokenForm onCreated={onCreated} />
      )}
      <section aria-labelledby="tokens-title" className="space-y-3">
        <h2 id="tokens-title" className="text-lg font-semibold">
          Ваши токены
        </h2>
        <TokenList tokens={tokens} now={now} busyId={busyId} onRevoke={(token) => void revoke(token)} />
      </section>
    </div>
  );
}
