import { CURRENCY_CODES, hasPendingWithdrawal, type CurrencyCode } from '@lootmarket/domain';
import { walletEndpoints } from '@lootmarket/domain/endpoints/wallet';
import { redirect, useNavigate, useRevalidator } from 'react-router';
import { ErrorState } from '#app/components/ui/error-state';
import { useToast } from '#app/components/ui/toast';
import { ProfileBackLink } from '#app/features/profile/profile-back-link';
import { CurrencyChoice } from '#app/features/withdrawal/currency-choice';
import { WithdrawalForm } from '#app/features/withdrawal/withdrawal-form';
import { loadApi } from '#app/lib/api/load-api.server';
import { orFallback } from '#app/lib/api/outcome';
import type { Route } from './+types/withdrawal';

const isCurrency = (value: string | null): value is CurrencyCode =>
  (CURRENCY_CODES as readonly string[]).includes(value ?? '');

/** Spec §4: while a withdrawal waits (status new), this page sends the user to the wallet. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const client = loadApi(context);
  const waiting = await orFallback(
    client.call(walletEndpoints.outcomes, { query: { limit: 1, statuses: ['outcome_status_new'] } }),
    null,
    'waiting withdrawals',
  );
  if (waiting && hasPendingWithdrawal(waiting.items.map((item) => item.status)))
    throw redirect(`/${params.profileId}/wallet`);
  const [balance, banks] = await Promise.all([
    orFallback(client.call(walletEndpoints.balance), null, 'wallet balance'),
    orFallback(client.call(walletEndpoints.banks), { items: [] }, 'SBP banks'),
  ]);
  if (!balance) return { currency: 'rub' as const, available: null, choices: [], banks: banks.items };
  // Every currency the wallet holds money in can leave (roubles by SBP or USDT, the others in USDT).
  const choices = balance.balances
    .filter((line) => line.available > 0 || line.held > 0 || line.currency === 'rub')
    .map(({ currency, available }) => ({ currency, available }));
  const asked = new URL(request.url).searchParams.get('currency');
  const currency = isCurrency(asked)
    ? asked
    : ((
        choices.find((line) => line.currency === 'rub' && line.available > 0) ??
        choices.find((line) => line.available > 0) ??
        choices[0]
      )?.currency ?? 'rub');
  const available = balance.balances.find((line) => line.currency === currency)?.available ?? 0;
  return { currency, available, choices, banks: banks.items };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Вывод средств — Лутмаркет' },
  { name: 'robots', content: 'noindex, nofollow' },
];

/** /{ProfileId}/withdrawal: take money out by SBP or in USDT, confirmed with an e-mail code. */
export default function ProfileWithdrawal({ loaderData, params }: Route.ComponentProps) {
  const navigate = useNavigate();
  const toast = useToast();
  const revalidator = useRevalidator();
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-5">
      <div>
        <ProfileBackLink />
        <h1 className="text-2xl font-bold">Вывод средств</h1>
      </div>
      {loaderData.available === null ? (
        <ErrorState onRetry={() => void revalidator.revalidate()} />
      ) : (
        <div className="rounded-2xl border border-border bg-surface p-4 tablet:p-6">
          {loaderData.choices.length > 1 ? (
            <CurrencyChoice
              choices={loaderData.choices}
              value={loaderData.currency}
              hrefFor={(currency) => `/${params.profileId}/withdrawal?currency=${currency}`}
            />
          ) : null}
          <WithdrawalForm
            key={loaderData.currency}
            banks={loaderData.banks}
            currency={loaderData.currency}
            available={loaderData.available}
            onDone={() => {
              toast.show({ type: 'success', message: 'Заявка на вывод создана' });
              void navigate(`/${params.profileId}/wallet`);
            }}
          />
        </div>
      )}
    </section>
  );
}
