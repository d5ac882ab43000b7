import { walletEndpoints } from '@lootmarket/domain/endpoints/wallet';
import { useRevalidator } from 'react-router';
import { ErrorState } from '#app/components/ui/error-state';
import { useToast } from '#app/components/ui/toast';
import { ProfileBackLink } from '#app/features/profile/profile-back-link';
import { BalanceOverview } from '#app/features/wallet/balance-overview';
import { HoldsList } from '#app/features/wallet/holds-list';
import { IncomeChart } from '#app/features/wallet/income-chart';
import {
  operationsQuery,
  operationsSearch,
  parseOperationsFilters,
  type OperationsFilters,
} from '#app/features/wallet/operations-filters';
import { OPERATIONS_PAGE_SIZE, OperationsPanel } from '#app/features/wallet/operations-panel';
import { OutcomesList } from '#app/features/wallet/outcomes-list';
import { PendingWithdrawalNotice } from '#app/features/wallet/pending-withdrawal-notice';
import { failureMessage } from '#app/lib/api/api-error';
import { api } from '#app/lib/api/browser';
import { loadApi } from '#app/lib/api/load-api.server';
import { orFallback } from '#app/lib/api/outcome';
import type { Route } from './+types/wallet';

export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = parseOperationsFilters(new URL(request.url).searchParams);
  const client = loadApi(context);
  const [balance, outcomes, operations, incomes] = await Promise.all([
    orFallback(client.call(walletEndpoints.balance), null, 'wallet balance'),
    orFallback(client.call(walletEndpoints.outcomes, { query: { limit: 10 } }), null, 'withdrawals'),
    orFallback(
      client.call(walletEndpoints.operations, {
        query: {
          limit: OPERATIONS_PAGE_SIZE,
          offset: (filters.page - 1) * OPERATIONS_PAGE_SIZE,
          ...operationsQuery(filters),
        },
      }),
      null,
      'wallet operations',
    ),
    orFallback(client.call(walletEndpoints.incomes, { query: { limit: 1, period: 'month' } }), null, 'wallet incomes'),
  ]);
  return { balance, outcomes, operations, incomes, filters };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Кошелёк — Лутмаркет' },
  { name: 'robots', content: 'noindex, nofollow' },
];

/** /{ProfileId}/wallet: what the user owns, when held money becomes available, withdrawals and every movement. */
export default function ProfileWallet({ loaderData, params }: Route.ComponentProps) {
  const { balance, outcomes, operations, incomes, filters } = loaderData;
  const revalidator = useRevalidator();
  const toast = useToast();
  const hrefFor = (next: OperationsFilters) => `/${params.profileId}/wallet${operationsSearch(next)}`;

  async function cancel(id: string) {
    try {
      await api.call(walletEndpoints.cancelOutcome, { params: { id } });
      toast.show({ type: 'success', message: 'Вывод отменён, деньги вернулись на баланс' });
    } catch (error) {
      toast.show({ type: 'error', message: failureMessage(error, 'Не удалось отменить вывод') });
    }
    await revalidator.revalidate();
  }

  if (!balance) {
    return (
      <section>
        <ProfileBackLink />
        <h1 className="mb-4 text-2xl font-bold">Кошелёк</h1>
        <ErrorState onRetry={() => void revalidator.revalidate()} />
      </section>
    );
  }
  const main = balance.balances[0]?.currency ?? 'rub';
  return (
    <section className="flex flex-col gap-6">
      <div>
        <ProfileBackLink />
        <h1 className="text-2xl font-bold">Кошелёк</h1>
      </div>
      <PendingWithdrawalNotice outcomes={outcomes?.items ?? []} onCancel={cancel} />
      <BalanceOverview balances={balance.balances} withdrawHref={`/${params.profileId}/withdrawal`} />
      <div className="grid gap-6 desktop:grid-cols-2">
        <section aria-labelledby="holds-title" className="flex flex-col gap-3">
          <h2 id="holds-title" className="text-lg font-bold">
            На удержании
          </h2>
          <HoldsList holds={balance.holds} />
        </section>
        <section aria-labelledby="income-title" className="flex flex-col gap-3">
          <h2 id="income-title" className="text-lg font-bold">
            Доходы
          </h2>
          <IncomeChart periods={incomes?.periods ?? []} currency={main} />
        </section>
      </div>
      <section aria-labelledby="outcomes-title" className="flex flex-col gap-3">
        <h2 id="outcomes-title" className="text-lg font-bold">
          Выводы
        </h2>
        <OutcomesList
          outcomes={outcomes?.items ?? []}
          onCancel={cancel}
          supportHref={(id) => `/${params.profileId}/support?withdrawal=${id}`}
        />
      </section>
      {operations ? <OperationsPanel operations={operations} filters={filters} hrefFor={hrefFor} /> : null}
    </section>
  );
}
