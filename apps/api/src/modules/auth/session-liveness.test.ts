import { describe, expect, it } from 'vitest';
import { createSessionLiveness } from './session-liveness';

function setup() {
  let clock = 0;
  const reads: string[] = [];
  const live = new Set(['a', 'b']);
  let heard: ((event: unknown) => void) | undefined;
  const published: unknown[] = [];
  const liveness = createSessionLiveness({
    readLive: async (familyId) => {
      reads.push(familyId);
      return live.has(familyId);
    },
    events: {
      publish: async (_channel, payload) => void published.push(payload),
      subscribe: async <T>(_channel: string, handler: (event: T) => void) => {
        heard = handler as (event: unknown) => void;
        return async () => {};
      },
    },
    ttlMs: 1000,
    now: () => clock,
  });
  return {
    liveness,
    reads,
    live,
    published,
    hear: (event: unknown) => heard!(event),
    tick: (ms: number) => (clock += ms),
  };
}

describe('session liveness', () => {
  it('reads a session once per time-to-live and remembers an ended one for good', async () => {
    const s = setup();
    expect(await s.liveness.isLive('a')).toBe(true);
    expect(await s.liveness.isLive('a')).toBe(true);
    expect(await s.liveness.isLive('gone')).toBe(false);
    s.tick(5000);
    expect(await s.liveness.isLive('gone')).toBe(false);
    expect(s.reads).toEqual(['a', 'gone']);
    expect(await s.liveness.isLive('a')).toBe(true);
    expect(s.reads).toEqual(['a', 'gone', 'a']);
  });

  it('ends a session here at once and announces it', async () => {
    const s = setup();
    expect(await s.liveness.isLive('a')).toBe(true);
    await s.liveness.ended(['a']);
    expect(await s.liveness.isLive('a')).toBe(false);
    expect(s.published).toEqual([{ families: ['a'] }]);
  });

  it('hears other processes end sessions, ignoring malformed events', async () => {
    const s = setup();
    await s.liveness.listen();
    expect(await s.liveness.isLive('b')).toBe(true);
    s.hear({ families: 'b' });
    s.hear({ families: [7, 'b'] });
    expect(await s.liveness.isLive('b')).toBe(false);
  });

  it('lets an end heard during a read win over what the read saw', async () => {
    const s = setup();
    await s.liveness.listen();
    const pending = s.liveness.isLive('a');
    s.hear({ families: ['a'] });
    expect(await pending).toBe(false);
    expect(await s.liveness.isLive('a')).toBe(false);
  });
});
