import type { StaffOrder, StaffOrderEvent } from '@lootmarket/domain';
import { staffApprovalEndpoints, staffOrderEndpoints } from '@lootmarket/domain/endpoints/admin-orders';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/app-error';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { staffContext, staffOnly } from '../../platform/http/staff-permission';
import { AUDITED_IN_SERVICE } from '../audit/audit.staff-writes';
import type { ApprovalActor, ApprovalsService } from './approvals.service';
import type { OrderReopeningConsole } from './order-reopening';

const schema = (summary: string) => ({ tags: ['admin'], summary, security: [{ bearerAuth: [] }] });
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** What the order page of the console reads from orders. */
export interface ConsoleOrders {
  staffOrderDetail(orderId: string): Promise<{ order: StaffOrder; events: StaffOrderEvent[] }>;
}

function idempotencyKeyOf(request: FastifyRequest): string {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))
    throw new AppError(
      'VALIDATION_FAILED',
      'Нужен заголовок Idempotency-Key: от 8 до 100 латинских букв, цифр, «-» и «_»',
    );
  return key;
}

const actorOf = (request: FastifyRequest): ApprovalActor => ({
  ...staffContext(request),
  roles: request.user!.roles,
});

/** The console's order page, manual refunds and the four-eyes queue (decision 042). */
export async function approvalsAdminRoutes(
  app: FastifyInstance,
  {
    orders,
    approvals,
    reopening,
  }: { orders: ConsoleOrders; approvals: ApprovalsService; reopening: OrderReopeningConsole },
) {
  registerEndpoint(
    app,
    staffOrderEndpoints.detail,
    { ...staffOnly('orders.read'), schema: schema('Any order with its whole history and its manual refunds') },
    async (request) => {
      const detail = await orders.staffOrderDetail(request.params.id);
      return { ...detail, approvals: await approvals.forTarget('order.refund', detail.order.id) };
    },
  );
  registerEndpoint(
    app,
    staffOrderEndpoints.refund,
    {
      ...staffOnly('refunds.destructive'),
      config: AUDITED_IN_SERVICE,
      schema: schema(
        'Refund an order in full or in part with a reason; from 10 000 ₽ it waits for a second staff member',
      ),
    },
    (request) => approvals.requestRefund(request.params.id, request.body, actorOf(request), idempotencyKeyOf(request)),
  );
  registerEndpoint(
    app,
    staffOrderEndpoints.reopen,
    {
      ...staffOnly('orders.write'),
      config: AUDITED_IN_SERVICE,
      schema: schema('Re-open a completed order for a complaint: the money back into escrow, 48 h for the parties'),
    },
    (request) => reopening.reopen(request.params.id, request.body.reason, actorOf(request)),
  );
  registerEndpoint(
    app,
    staffApprovalEndpoints.releasePayout,
    {
      ...staffOnly('payouts.write'),
      config: AUDITED_IN_SERVICE,
      schema: schema('Ask to pay out a withdrawal held for risk; a second staff member approves it (decision 050)'),
    },
    (request) =>
      approvals.requestPayoutRelease(
        request.params.id,
        request.body.reason,
        actorOf(request),
        idempotencyKeyOf(request),
      ),
  );
  registerEndpoint(
    app,
    staffApprovalEndpoints.list,
    { ...staffOnly('console.read'), schema: schema('Requests waiting for a second staff member, oldest first') },
    () => approvals.list(),
  );
  registerEndpoint(
    app,
    staffApprovalEndpoints.approve,
    {
      ...staffOnly('refunds.destructive'),
      config: AUDITED_IN_SERVICE,
      schema: schema('A second staff member approves a request, which carries it out; never its requester'),
    },
    (request) => approvals.approve(request.params.id, actorOf(request)),
  );
  registerEndpoint(
    app,
    staffApprovalEndpoints.reject,
    {
      ...staffOnly('refunds.destructive'),
      config: AUDITED_IN_SERVICE,
      schema: schema('Reject a waiting request with a reason; nothing is carried out'),
    },
    (request) => approvals.reject(request.params.id, request.body.reason, actorOf(request)),
  );
}
