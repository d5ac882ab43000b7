import { userAdminEndpoints } from '@lootmarket/domain/endpoints/admin-console';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { staffContext, staffOnly } from '../../platform/http/staff-permission';
import { AUDITED_IN_SERVICE } from '../audit/audit.staff-writes';
import type { UsersAdminService } from './users-admin.service';

const schema = (summary: string) => ({ tags: ['admin'], summary, security: [{ bearerAuth: [] }] });

/** Staff find accounts and block or unblock them (decision 041). */
export async function usersAdminRoutes(app: FastifyInstance, { usersAdmin }: { usersAdmin: UsersAdminService }) {
  registerEndpoint(
    app,
    userAdminEndpoints.search,
    { ...staffOnly('users.read'), schema: schema('Accounts by e-mail, id, name or donation slug') },
    (request) => usersAdmin.search(request.query.q),
  );
  registerEndpoint(
    app,
    userAdminEndpoints.block,
    {
      ...staffOnly('users.destructive'),
      config: AUDITED_IN_SERVICE,
      schema: schema('Blocks an account: signed out everywhere, offers hidden, payouts held (audited)'),
    },
    (request) => usersAdmin.block(request.params.id, request.body, staffContext(request), request.user!.roles),
  );
  registerEndpoint(
    app,
    userAdminEndpoints.unblock,
    {
      ...staffOnly('users.destructive'),
      config: AUDITED_IN_SERVICE,
      schema: schema('Lifts a block: the offers it hid are listed again (audited)'),
    },
    (request) => usersAdmin.unblock(request.params.id, request.body, staffContext(request), request.user!.roles),
  );
}
