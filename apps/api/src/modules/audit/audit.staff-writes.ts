declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's service writes its audit row inside its own transaction. */
    auditedInService?: boolean;
  }
}

/**
 * Route config of a state-changing staff route: its service writes the audit row inside the transaction of the
 * change (decision 038), so the row and the change are committed or rolled back together.
 */
export const AUDITED_IN_SERVICE = { auditedInService: true };
