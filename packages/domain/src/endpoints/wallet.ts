import { z } from 'zod';
import {
  adminPayoutDetailSchema,
  adminPayoutsQuerySchema,
  adminPayoutsResponseSchema,
  rejectPayoutRequestSchema,
} from '../contracts/admin-payouts';
import {
  walletBalanceResponseSchema,
  walletIncomesQuerySchema,
  walletIncomesResponseSchema,
  walletOperationsQuerySchema,
  walletOperationsResponseSchema,
} from '../contracts/wallet';
import {
  confirmationSentSchema,
  createOutcomeRequestSchema,
  outcomeCheckQuerySchema,
  outcomeCheckResponseSchema,
  outcomeIdParamsSchema,
  outcomesQuerySchema,
  outcomesResponseSchema,
  outcomeViewSchema,
  rateQuerySchema,
  rateQuoteSchema,
  sbpBanksResponseSchema,
  withdrawalRequestSchema,
} from '../contracts/withdrawals';
import { defineEndpoint, PRIVATE_API } from './define';

/** The client's key of one withdrawal attempt: the code is mailed for it and the outcome created under it. */
const idempotencyHeaders = z.looseObject({ 'idempotency-key': z.string().min(8).max(100) });

/** The movements as a CSV file (not JSON): pages link to it with the operations' filters as the query. */
export const WALLET_OPERATIONS_CSV_PATH = `${PRIVATE_API}/wallet/operations.csv` as const;

/** The signed-in user's wallet and withdrawals (spec §7). */
export const walletEndpoints = {
  balance: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/wallet/balance`,
    response: walletBalanceResponseSchema,
  }),
  operations: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/wallet/operations`,
    query: walletOperationsQuerySchema,
    response: walletOperationsResponseSchema,
  }),
  incomes: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/wallet/incomes`,
    query: walletIncomesQuerySchema,
    response: walletIncomesResponseSchema,
  }),
  banks: defineEndpoint({ method: 'GET', path: `${PRIVATE_API}/wallet/banks`, response: sbpBanksResponseSchema }),
  rate: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/wallet/rate`,
    query: rateQuerySchema,
    response: rateQuoteSchema,
  }),
  outcomeCheck: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/wallet/outcome-check`,
    query: outcomeCheckQuerySchema,
    response: outcomeCheckResponseSchema,
  }),
  confirmOutcome: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/wallet/outcomes/confirmation`,
    headers: idempotencyHeaders,
    body: withdrawalRequestSchema,
    response: confirmationSentSchema,
  }),
  createOutcome: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/wallet/outcomes`,
    headers: idempotencyHeaders,
    body: createOutcomeRequestSchema,
    response: outcomeViewSchema,
    status: 201,
  }),
  outcomes: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/wallet/outcomes`,
    query: outcomesQuerySchema,
    response: outcomesResponseSchema,
  }),
  outcome: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/wallet/outcomes/:id`,
    params: outcomeIdParamsSchema,
    response: outcomeViewSchema,
  }),
  cancelOutcome: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/wallet/outcomes/:id/cancel`,
    params: outcomeIdParamsSchema,
    response: outcomeViewSchema,
  }),
};

/** Support's payouts queue (admins only). */
export const adminPayoutEndpoints = {
  queue: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/admin/payouts`,
    query: adminPayoutsQuerySchema,
    response: adminPayoutsResponseSchema,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: `${PRIVATE_API}/admin/payouts/:id`,
    params: outcomeIdParamsSchema,
    response: adminPayoutDetailSchema,
  }),
  approve: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/admin/payouts/:id/approve`,
    params: outcomeIdParamsSchema,
    response: outcomeViewSchema,
  }),
  reject: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/admin/payouts/:id/reject`,
    params: outcomeIdParamsSchema,
    body: rejectPayoutRequestSchema,
    response: outcomeViewSchema,
  }),
  retry: defineEndpoint({
    method: 'POST',
    path: `${PRIVATE_API}/admin/payouts/:id/retry`,
    params: outcomeIdParamsSchema,
    response: outcomeViewSchema,
  }),
};
