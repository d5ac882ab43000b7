import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { withLazyChildren } from './lazy-child-logger';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

describe('withLazyChildren', () => {
  it('writes lines bound to the request id', async () => {
    const { logger, lines } = capture();
    const child = withLazyChildren(logger).child({ reqId: 'r-1' }, {});
    child.info({ status: 200 }, 'request completed');
    child.error('boom');
    child.debug('below the level');
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ reqId: 'r-1', status: 200, msg: 'request completed', level: 30 });
    expect(lines[1]).toMatchObject({ reqId: 'r-1', msg: 'boom', level: 50 });
  });

  it('inherits the level and makes no child until a line is written', () => {
    const { logger } = capture();
    let made = 0;
    const counting = Object.create(logger, {
      child: { value: (...args: Parameters<typeof logger.child>) => ((made += 1), logger.child(...args)) },
    });
    const child = withLazyChildren(counting).child({ reqId: 'r-2' }, {});
    expect(child.level).toBe('info');
    expect(made).toBe(0);
    child.warn('now');
    expect(made).toBe(1);
  });

  it('logs through the root as the root does', async () => {
    const { logger, lines } = capture();
    const root = withLazyChildren(logger);
    root.info({ port: 3000 }, 'listening');
    root.debug('below the level');
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ port: 3000, msg: 'listening', level: 30 });
    expect(root.level).toBe('info');
  });
});
