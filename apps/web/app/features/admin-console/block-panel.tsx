import {
  BLOCK_REASON_CODES,
  BLOCK_REASON_TITLES,
  type AdminUserDetail,
  type BlockReasonCode,
} from '@lootmarket/domain';
import { userAdminEndpoints } from '@lootmarket/domain/endpoints/admin-console';
import { Ban, LockOpen } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { LocalTime } from '#app/components/local-time';
import { useToast } from '#app/components/ui/toast';
import { failureMessage } from '#app/lib/api/api-error';
import { api } from '#app/lib/api/browser';

const DATE = { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' } as const;
const FIELD = 'w-full rounded-xl border border-border bg-bg px-3 py-2 text-base';

/**
 * Blocks or unblocks the account with a reason (decision 041). A block signs the person out everywhere,
 * hides their offers and holds their payouts; the form says so before the button is pressed.
 */
export function BlockPanel({ user }: { user: AdminUserDetail['user'] }) {
  const [reasonCode, setReasonCode] = useState<BlockReasonCode>('fraud');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const revalidator = useRevalidator();
  const toast = useToast();
  const block = user.block;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const params = { id: user.id };
      if (block) await api.call(userAdminEndpoints.unblock, { params, body: { reason } });
      else await api.call(userAdminEndpoints.block, { params, body: { reasonCode, reason } });
      toast.show({ type: 'success', message: block ? 'Пользователь разблокирован' : 'Пользователь заблокирован' });
      setReason('');
      await revalidator.revalidate();
    } catch (error) {
      toast.show({ type: 'error', message: failureMessage(error, 'Не удалось сохранить') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-label={block ? 'Блокировка' : 'Заблокировать'}
      className={`rounded-card border p-4 ${block ? 'border-danger/50 bg-danger/5' : 'border-border bg-surface'}`}
    >
      {block ? (
        <div className="mb-3 text-sm">
          <p className="font-semibold text-danger">Заблокирован: {BLOCK_REASON_TITLES[block.reasonCode]}</p>
          <p className="mt-1 break-words">{block.reason}</p>
          <p className="mt-1 text-muted">
            <LocalTime iso={block.blockedAt} format={DATE} />
            {block.blockedBy ? ` · сотрудник #${block.blockedBy}` : ''}
          </p>
        </div>
      ) : (
        <p className="mb-3 text-sm text-muted">
          Блокировка сразу завершит все сессии, не даст войти, снимет предложения с витрины и остановит выплаты.
          Пользователь увидит причину при входе.
        </p>
      )}
      <form onSubmit={submit} className="flex flex-col gap-2">
        {block ? null : (
          <label className="flex flex-col gap-1 text-sm">
            Причина
            <select
              value={reasonCode}
              onChange={(event) => setReasonCode(event.target.value as BlockReasonCode)}
              className={`${FIELD} min-h-11`}
            >
              {BLOCK_REASON_CODES.map((code) => (
                <option key={code} value={code}>
                  {BLOCK_REASON_TITLES[code]}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="flex flex-col gap-1 text-sm">
          {block ? 'Почему снимаете блокировку' : 'Что увидит пользователь'}
          <textarea
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
            minLength={3}
            maxLength={500}
            rows={3}
            className={FIELD}
          />
        </label>
        <button
          type="submit"
          disabled={busy}
          className={`inline-flex min-h-11 items-center justify-center gap-2 self-start rounded-xl px-4 text-sm font-medium text-white disabled:opacity-60 ${
            block ? 'bg-primary-fill' : 'bg-danger'
          }`}
        >
          {block ? <LockOpen aria-hidden="true" className="size-4" /> : <Ban aria-hidden="true" className="size-4" />}
          {block ? 'Разблокировать' : 'Заблокировать'}
        </button>
      </form>
    </section>
  );
}
