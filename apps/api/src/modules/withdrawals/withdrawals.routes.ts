import { walletEndpoints } from '@lootmarket/domain/endpoints/wallet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientKey } from '../../platform/http/client-key';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import type { WithdrawalsService } from './withdrawals.service';
import { assertIdempotencyKey } from './withdrawals.create';

const security = [{ bearerAuth: [] }];
const tags = ['wallet'];
const doc = (summary: string) => ({ schema: { tags, summary, security } });
/**
 * Mailing confirmation codes and checking them each have a budget per account in any hour, whichever
 * process answers (decision 022): after authentication, so the account is known.
 */
const withdrawalBudget = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: 60 * 60_000,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `user:${request.user?.id ?? clientKey(request.ip)}`,
  },
});

/** Private: the signed-in user's wallet balance and withdrawals (spec §7). */
export async function withdrawalsRoutes(
  app: FastifyInstance,
  { withdrawals, perHour }: { withdrawals: WithdrawalsService; perHour: number },
) {
  registerEndpoint(
    app,
    walletEndpoints.balance,
    doc('Per currency: available, held and on its way out; each held amount with its date and reason'),
    (request) => withdrawals.wallet.balance(request.user!.id),
  );
  registerEndpoint(app, walletEndpoints.banks, doc('SBP participants a payout can go to'), () => withdrawals.banks());
  registerEndpoint(
    app,
    walletEndpoints.rate,
    doc('The USDT (TRC-20) rate, locked for the user for a stated time'),
    (request) => withdrawals.rate(request.user!.id, request.query.currency),
  );
  registerEndpoint(
    app,
    walletEndpoints.outcomeCheck,
    doc('Limits, fee and what arrives, before the user confirms'),
    (request) => withdrawals.check(request.user!.id, request.query),
  );
  registerEndpoint(
    app,
    walletEndpoints.confirmOutcome,
    {
      ...doc('Mail a code confirming exactly this withdrawal (the same Idempotency-Key creates it)'),
      config: withdrawalBudget(perHour),
    },
    (request) =>
      withdrawals.requestConfirmation(
        request.user!.id,
        assertIdempotencyKey(request.headers['idempotency-key'] as string | undefined),
        request.body,
      ),
  );
  registerEndpoint(
    app,
    walletEndpoints.createOutcome,
    {
      ...doc('Create a withdrawal confirmed by the mailed code; idempotent by Idempotency-Key'),
      config: withdrawalBudget(perHour),
    },
    async (request, reply) => {
      const key = assertIdempotencyKey(request.headers['idempotency-key'] as string | undefined);
      const { outcome, replayed } = await withdrawals.create(request.user!.id, key, request.body);
      if (replayed) reply.header('idempotent-replayed', 'true');
      return outcome;
    },
  );
  registerEndpoint(
    app,
    walletEndpoints.outcomes,
    doc('My withdrawals, newest first, optionally of some statuses'),
    (request) => withdrawals.list(request.user!.id, request.query),
  );
  registerEndpoint(app, walletEndpoints.outcome, doc('One of my withdrawals'), (request) =>
    withdrawals.get(request.user!.id, request.params.id),
  );
  registerEndpoint(
    app,
    walletEndpoints.cancelOutcome,
    doc('Cancel a withdrawal that still waits; its money returns to the wallet'),
    (request) => withdrawals.cancel(request.user!.id, request.params.id),
  );
}
