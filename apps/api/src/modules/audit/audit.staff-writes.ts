import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AuditService } from './audit.service';

const ADMIN_PATH = /\/admin\/([^/]+)(?:\/:[^/]+)?(?:\/(.+))?$/;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's service writes its audit row inside its own transaction. */
    auditedInService?: boolean;
  }
}

/** Route config of a staff route whose service writes its own audit row inside its transaction. */
export const AUDITED_IN_SERVICE = { auditedInService: true };

/** True when the hook below writes the route's row: a state-changing admin route not audited by its service. */
export function auditedByHook(method: string, url: string, config: unknown): boolean {
  if (READS.has(method) || !ADMIN_PATH.test(url)) return false;
  return !(config as { auditedInService?: boolean } | undefined)?.auditedInService;
}

/** `POST /admin/payouts/:id/approve` → `payouts.approve` on target `payouts` with the id of the path. */
function entryOf(request: FastifyRequest, url: string) {
  const [, area, verb] = ADMIN_PATH.exec(url)!;
  const params = (request.params ?? {}) as Record<string, unknown>;
  const id = Object.values(params)[0];
  return {
    action: `${area}.${(verb ?? request.method.toLowerCase()).replaceAll('/', '.')}`,
    target: { type: area!, id: id === undefined ? '-' : String(id) },
  };
}

/**
 * Every state-changing admin route leaves a row (decision 038). Routes whose service records inside its own
 * transaction say so in their config; for the rest a row is written once the change has succeeded, naming
 * the staff member, the route's target and the request body (secrets redacted).
 */
export const auditStaffWrites = (audit: AuditService) =>
  // Not encapsulated: the hook belongs to the private scope, so it sees the routes registered after it.
  fp(async (app: FastifyInstance) => {
    app.addHook('onResponse', async (request, reply) => {
      const url = request.routeOptions.url ?? '';
      if (reply.statusCode >= 300 || !request.user || !auditedByHook(request.method, url, request.routeOptions.config))
        return;
      try {
        await audit.recordNow({
          ...entryOf(request, url),
          actor: { type: 'staff', id: String(request.user.id) },
          after: request.body ?? undefined,
          request: { ip: request.ip, userAgent: request.headers['user-agent'] ?? null, requestId: String(request.id) },
        });
      } catch (error) {
        request.log.error({ err: error }, 'audit row of a staff action not written');
      }
    });
  });
