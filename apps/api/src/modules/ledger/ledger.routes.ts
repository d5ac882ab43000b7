import {
  walletBalanceResponseSchema,
  walletIncomesQuerySchema,
  walletIncomesResponseSchema,
  walletOperationsQuerySchema,
  walletOperationsResponseSchema,
} from '@lootmarket/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { LedgerServiceImpl } from './ledger.service';

const security = [{ bearerAuth: [] }];
const tags = ['wallet'];

/** Private: the signed-in user's own wallet; every answer is scoped to request.user. */
export async function walletRoutes(app: FastifyInstance, { ledger }: { ledger: LedgerServiceImpl }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/wallet/balance',
    { schema: { tags, summary: 'Available wallet money and money held in open deals, per currency', security, response: { 200: walletBalanceResponseSchema } } },
    async (request) => ({ balances: await ledger.walletBalance(request.user!.id) }),
  );
  api.get(
    '/wallet/operations',
    { schema: { tags, summary: 'Wallet movements, newest first', security, querystring: walletOperationsQuerySchema, response: { 200: walletOperationsResponseSchema } } },
    async (request) => ledger.wallet.operations(request.user!.id, request.query),
  );
  api.get(
    '/wallet/incomes',
    {
      schema: {
        tags,
        summary: 'Releases of sales and donations to the wallet, with fee and totals per period',
        security,
        querystring: walletIncomesQuerySchema,
        response: { 200: walletIncomesResponseSchema },
      },
    },
    async (request) => ledger.wallet.incomes(request.user!.id, request.query),
  );
}
