import { walletOperationsQuerySchema } from '@lootmarket/domain';
import { walletEndpoints, WALLET_OPERATIONS_CSV_PATH } from '@lootmarket/domain/endpoints/wallet';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PRIVATE_API } from '@lootmarket/domain/endpoints/define';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import type { LedgerServiceImpl } from './ledger.service';
import { walletOperationsCsv } from './ledger.wallet-csv';

const security = [{ bearerAuth: [] }];
const tags = ['wallet'];
const csvQuery = walletOperationsQuerySchema.omit({ limit: true, offset: true });

/** Private: the signed-in user's own wallet history; every answer is scoped to request.user. */
export async function walletRoutes(app: FastifyInstance, { ledger }: { ledger: LedgerServiceImpl }) {
  registerEndpoint(
    app,
    walletEndpoints.operations,
    { schema: { tags, summary: 'Wallet movements, newest first, filtered', security } },
    (request) => ledger.wallet.operations(request.user!.id, request.query),
  );
  registerEndpoint(
    app,
    walletEndpoints.incomes,
    {
      schema: {
        tags,
        summary: 'Releases of sales and donations to the wallet, with fee and totals per period',
        security,
      },
    },
    (request) => ledger.wallet.incomes(request.user!.id, request.query),
  );
  // A file, not JSON: outside the catalogue, which describes JSON answers.
  app.withTypeProvider<ZodTypeProvider>().get(
    WALLET_OPERATIONS_CSV_PATH.slice(PRIVATE_API.length),
    {
      schema: {
        tags,
        summary: 'The same movements as a CSV file for a spreadsheet',
        security,
        querystring: csvQuery,
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="lootmarket-operations.csv"')
        .header('cache-control', 'no-store')
        .send(await walletOperationsCsv(ledger.wallet, request.user!.id, request.query)),
  );
}
