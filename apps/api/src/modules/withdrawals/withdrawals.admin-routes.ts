import type { Permission } from '@lootmarket/domain';
import { adminPayoutEndpoints } from '@lootmarket/domain/endpoints/wallet';
import type { FastifyInstance } from 'fastify';
import { staffContext, staffOnly } from '../../platform/http/staff-permission';
import { AUDITED_IN_SERVICE } from '../audit/audit.staff-writes';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import type { WithdrawalsService } from './withdrawals.service';
import { toOutcomeView } from './withdrawals.view';

const tags = ['admin'];

/** Support's payouts queue: every decision is recorded with the admin and the time. */
export async function withdrawalsAdminRoutes(
  app: FastifyInstance,
  { withdrawals }: { withdrawals: WithdrawalsService },
) {
  const admin = (permission: Permission, summary: string) => ({ ...staffOnly(permission), schema: { tags, summary } });
  // Decisions write their audit row in their own transaction (decision 050).
  const audited = (permission: Permission, summary: string) => ({
    ...admin(permission, summary),
    config: AUDITED_IN_SERVICE,
  });
  registerEndpoint(
    app,
    adminPayoutEndpoints.queue,
    admin('payouts.read', 'Withdrawals of one status, oldest first, with risk signals and history'),
    (request) => withdrawals.admin.queue(request.query),
  );
  registerEndpoint(
    app,
    adminPayoutEndpoints.detail,
    admin('payouts.read', 'One withdrawal with every recorded step'),
    (request) => withdrawals.admin.detail(request.params.id),
  );
  registerEndpoint(
    app,
    adminPayoutEndpoints.approve,
    audited('payouts.write', 'Approve: the payout goes to the provider; one held for risk needs four-eyes (409)'),
    async (request) => toOutcomeView(await withdrawals.admin.approve(request.params.id, staffContext(request))),
  );
  registerEndpoint(
    app,
    adminPayoutEndpoints.reject,
    audited('payouts.write', 'Reject with a reason: the money returns to the wallet'),
    async (request) =>
      toOutcomeView(await withdrawals.admin.reject(request.params.id, staffContext(request), request.body.reason)),
  );
  registerEndpoint(
    app,
    adminPayoutEndpoints.retry,
    audited('payouts.write', 'Send a failed payout again, as a new attempt with a new reserve'),
    async (request) => toOutcomeView(await withdrawals.admin.retry(request.params.id, staffContext(request))),
  );
}
