import { can, type Permission } from '@lootmarket/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/**
 * A guard naming the permission a staff route needs (decision 038). It runs before the body is validated,
 * so a caller without the permission learns nothing from validation errors; no permission, no entry.
 */
export function requirePermission(permission: Permission) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.user) throw new AppError('UNAUTHORIZED');
    if (!can(request.user.roles, permission)) throw new AppError('FORBIDDEN');
  };
}

/** Route options of a staff route: its permission, checked before anything else of the route runs. */
export const staffOnly = (permission: Permission) => ({ preValidation: requirePermission(permission) });

/** The acting staff member and where the request came from, as an audit row names them. */
export function staffContext(request: FastifyRequest) {
  const staffId = request.user!.id;
  return {
    staffId,
    actor: { type: 'staff' as const, id: String(staffId) },
    request: { ip: request.ip, userAgent: request.headers['user-agent'] ?? null, requestId: String(request.id) },
  };
}

/** The acting staff member a service writes into its audit row. */
export type StaffActor = ReturnType<typeof staffContext>;
