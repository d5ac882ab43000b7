import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, LogFn, Logger } from 'pino';

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;

/**
 * `request.log` for one request. Fastify makes a pino child per request even when nothing is logged;
 * this stands in for it and makes the real child, bound to the request id, only when a line is written.
 * Its log methods live on the prototype, so a request costs one small object.
 */
export class LazyChildLogger {
  declare fatal: LogFn;
  declare error: LogFn;
  declare warn: LogFn;
  declare info: LogFn;
  declare debug: LogFn;
  declare trace: LogFn;
  private real: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  get logger(): FastifyBaseLogger {
    this.real ??= this.parent.child(this.bindings, this.options);
    return this.real;
  }

  get level(): string {
    return this.real?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

for (const level of LEVELS) {
  Object.defineProperty(LazyChildLogger.prototype, level, {
    value(this: LazyChildLogger, ...args: unknown[]) {
      return (this.logger[level] as (...line: unknown[]) => void)(...args);
    },
  });
}

/**
 * The root logger as Fastify should see it: the same pino logger, except that `child` answers with a
 * `LazyChildLogger`. Fastify asks the root for each request's child; handing it this logger, rather than a
 * child-logger factory of our own, also spares the check Fastify runs on every custom factory's result.
 */
export function withLazyChildren(root: Logger): FastifyBaseLogger {
  const child = (bindings: Bindings, options: ChildLoggerOptions = {}) => new LazyChildLogger(root, bindings, options);
  return Object.create(root, { child: { value: child } }) as FastifyBaseLogger;
}
