import { WITHDRAWAL_OUTCOME_STATUSES, type WithdrawalOutcomeStatus } from '@lootmarket/domain';
import { staffApprovalEndpoints } from '@lootmarket/domain/endpoints/admin-orders';
import { adminPayoutEndpoints } from '@lootmarket/domain/endpoints/wallet';
import { Wallet } from 'lucide-react';
import { redirect, useRevalidator, useRouteLoaderData } from 'react-router';
import { AdminNav } from '#app/components/admin-nav';
import { Tabs } from '#app/components/ui/tabs';
import { useToast } from '#app/components/ui/toast';
import { PayoutCase, type PayoutDecision } from '#app/features/admin-payouts/payout-case';
import { ReleasePanel } from '#app/features/admin-payouts/release-panel';
import { failureMessage } from '#app/lib/api/api-error';
import { api } from '#app/lib/api/browser';
import { loadApi } from '#app/lib/api/load-api.server';
import type { loader as rootLoader } from '#app/root';
import type { Route } from './+types/payouts';

const TAB_LABELS: Record<WithdrawalOutcomeStatus, string> = {
  outcome_status_new: 'Ждут решения',
  outcome_status_error: 'С ошибкой',
  outcome_status_approved: 'Одобрены',
  outcome_status_cancelled: 'Отменены',
};
const TABS: WithdrawalOutcomeStatus[] = [
  'outcome_status_new',
  'outcome_status_error',
  'outcome_status_approved',
  'outcome_status_cancelled',
];

/** The API decides who is an admin; anyone it refuses goes home (spec §6 admin-only group). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const requested = new URL(request.url).searchParams.get('status');
  const status = (WITHDRAWAL_OUTCOME_STATUSES as readonly string[]).includes(requested ?? '')
    ? (requested as WithdrawalOutcomeStatus)
    : 'outcome_status_new';
  const client = loadApi(context);
  const [queue, approvals] = await Promise.all([
    client.call(adminPayoutEndpoints.queue, { query: { status } }).catch(() => {
      throw redirect('/');
    }),
    // Four-eyes requests for held payouts (decision 050); the queue still shows without them.
    client.call(staffApprovalEndpoints.list).catch(() => null),
  ]);
  const releases = (approvals?.items ?? []).filter((item) => item.kind === 'payout.release');
  return { status, queue, releases };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Выплаты — Лутмаркет' },
  { name: 'robots', content: 'noindex' },
];

const SUCCESS: Record<PayoutDecision['action'], string> = {
  approve: 'Вывод одобрен и отправлен в платёжную систему',
  reject: 'Вывод отклонён, деньги вернулись на баланс',
  retry: 'Выплата отправлена ещё раз',
};

/** /admin/payouts: withdrawals waiting for support, with risk signals; each decision is recorded with who and when. */
export default function AdminPayouts({ loaderData }: Route.ComponentProps) {
  const { status, queue, releases } = loaderData;
  const viewerId = useRouteLoaderData<typeof rootLoader>('root')?.user?.id;
  const revalidator = useRevalidator();
  const toast = useToast();

  async function decide(id: string, decision: PayoutDecision) {
    try {
      if (decision.action === 'approve') await api.call(adminPayoutEndpoints.approve, { params: { id } });
      if (decision.action === 'retry') await api.call(adminPayoutEndpoints.retry, { params: { id } });
      if (decision.action === 'reject')
        await api.call(adminPayoutEndpoints.reject, { params: { id }, body: { reason: decision.reason } });
      toast.show({ type: 'success', message: SUCCESS[decision.action] });
    } catch (error) {
      toast.show({ type: 'error', message: failureMessage(error, 'Не удалось сохранить решение') });
    }
    await revalidator.revalidate();
  }

  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-5 px-4 py-8">
      <AdminNav className="mb-1" />
      <h1 className="flex items-center gap-2 text-2xl font-bold">
        <Wallet aria-hidden="true" className="size-6 text-primary" />
        Выплаты
      </h1>
      <Tabs
        items={TABS.map((value) => ({
          value,
          label: TAB_LABELS[value],
          counter: queue.counts[value],
          href: `/admin/payouts?status=${value}`,
        }))}
        value={status}
      />
      {queue.items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border px-4 py-10 text-center text-muted">Здесь пусто</p>
      ) : (
        <ul aria-label={TAB_LABELS[status]} className="flex flex-col gap-3">
          {queue.items.map((payout) => (
            <PayoutCase
              key={payout.id}
              payout={payout}
              sandboxHref={
                payout.provider === 'sandbox' && payout.display_status === 'sending' ? '/sandbox/payouts' : null
              }
              onDecide={(decision) => decide(payout.id, decision)}
              release={
                <ReleasePanel
                  payoutId={payout.id}
                  request={releases.find((item) => item.targetId === payout.id)}
                  viewerId={viewerId}
                  onDone={() => void revalidator.revalidate()}
                />
              }
            />
          ))}
        </ul>
      )}
    </main>
  );
}
