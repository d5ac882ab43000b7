import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { RequestMetrics } from './metrics';

/** `all`: every request; `problems`: failures and slow requests; `off`: none (errors are still logged). */
export type AccessLogMode = 'all' | 'problems' | 'off';

const SLOW_MS = 1000;

/**
 * Everything learnt from a finished request, in the one callback Fastify makes for each: its duration in
 * the metrics and, per the access-log mode, one log line (instead of Fastify's two). In `problems` mode
 * successful fast answers are left to the metrics and the load balancer's access log.
 */
export class RequestObserver extends LogController {
  constructor(
    private readonly mode: AccessLogMode,
    private readonly metrics: RequestMetrics,
  ) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    this.metrics.observe(request, reply);
    if (this.mode === 'off' && !error) return;
    const problem = error || reply.statusCode >= 400 || reply.elapsedTime >= SLOW_MS;
    if (this.mode === 'problems' && !problem) return;
    const line = {
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (reply.statusCode >= 500) reply.log.error(line, 'request failed');
    else reply.log.info(line, 'request completed');
  }
}
