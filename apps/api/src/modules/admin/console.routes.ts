import { consoleAdminEndpoints, userAdminEndpoints } from '@lootmarket/domain/endpoints/admin-console';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { staffOnly } from '../../platform/http/staff-permission';
import type { ConsoleService } from './console.service';

const schema = (summary: string) => ({ tags: ['admin'], summary, security: [{ bearerAuth: [] }] });

/** The console's home and its user page. */
export async function consoleAdminRoutes(app: FastifyInstance, { consoleService }: { consoleService: ConsoleService }) {
  registerEndpoint(
    app,
    consoleAdminEndpoints.queues,
    { ...staffOnly('console.read'), schema: schema('The queues the caller may work: counts and oldest waits') },
    (request) => consoleService.queues(request.user!.roles),
  );
  registerEndpoint(
    app,
    userAdminEndpoints.detail,
    { ...staffOnly('users.read'), schema: schema('One account: roles, sign-ins, sessions, money, deals, audit') },
    (request) => consoleService.userDetail(request.params.id, request.user!.roles),
  );
}
