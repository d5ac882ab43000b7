import { UserRole } from '@lootmarket/domain';
import { describe, expect, it } from 'vitest';
import { createSessionLiveness } from './session-liveness';

const USER = 7;

function setup() {
  let clock = 0;
  const reads: string[] = [];
  const live = new Set(['a', 'b']);
  const roles = new Map<number, UserRole[]>([[USER, [UserRole.Customer]]]);
  let heard = new Map<string, (event: unknown) => void>();
  const published: unknown[] = [];
  const liveness = createSessionLiveness({
    readSession: async (familyId) => {
      reads.push(familyId);
      const userRoles = roles.get(USER);
      return live.has(familyId) && userRoles ? { userId: USER, roles: userRoles } : null;
    },
    events: {
      publish: async (channel, payload) => void published.push({ channel, payload }),
      subscribe: async <T>(channel: string, handler: (event: T) => void) => {
        heard.set(channel, handler as (event: unknown) => void);
        return async () => void (heard = new Map());
      },
    },
    ttlMs: 1000,
    now: () => clock,
  });
  return {
    liveness,
    reads,
    live,
    roles,
    published,
    hear: (channel: string, event: unknown) => heard.get(channel)!(event),
    tick: (ms: number) => (clock += ms),
  };
}

describe('session liveness', () => {
  it('reads a session once per time-to-live and remembers an ended one for good', async () => {
    const s = setup();
    expect(await s.liveness.rolesOf('a', USER)).toEqual([UserRole.Customer]);
    expect(await s.liveness.rolesOf('a', USER)).toEqual([UserRole.Customer]);
    expect(await s.liveness.rolesOf('gone', USER)).toBeNull();
    s.tick(5000);
    expect(await s.liveness.rolesOf('gone', USER)).toBeNull();
    expect(s.reads).toEqual(['a', 'gone']);
    expect(await s.liveness.rolesOf('a', USER)).toEqual([UserRole.Customer]);
    expect(s.reads).toEqual(['a', 'gone', 'a']);
  });

  it("refuses a token naming another user with a live session, and keeps the session its owner's", async () => {
    const s = setup();
    expect(await s.liveness.rolesOf('a', USER + 1)).toBeNull();
    expect(await s.liveness.rolesOf('a', USER)).toEqual([UserRole.Customer]);
    expect(await s.liveness.rolesOf('a', USER + 1)).toBeNull();
    expect(s.reads).toEqual(['a']);
  });

  it('ends a session here at once and announces it', async () => {
    const s = setup();
    expect(await s.liveness.rolesOf('a', USER)).not.toBeNull();
    await s.liveness.ended(['a']);
    expect(await s.liveness.rolesOf('a', USER)).toBeNull();
    expect(s.published).toEqual([{ channel: 'auth_session_ended', payload: { families: ['a'] } }]);
  });

  it('hears other processes end sessions, ignoring malformed events', async () => {
    const s = setup();
    await s.liveness.listen();
    expect(await s.liveness.rolesOf('b', USER)).not.toBeNull();
    s.hear('auth_session_ended', { families: 'b' });
    s.hear('auth_session_ended', { families: [7, 'b'] });
    expect(await s.liveness.rolesOf('b', USER)).toBeNull();
  });

  it('lets an end heard during a read win over what the read saw', async () => {
    const s = setup();
    await s.liveness.listen();
    const pending = s.liveness.rolesOf('a', USER);
    s.hear('auth_session_ended', { families: ['a'] });
    expect(await pending).toBeNull();
    expect(await s.liveness.rolesOf('a', USER)).toBeNull();
  });

  it('reads the roles again at once after a change here, and announces it', async () => {
    const s = setup();
    expect(await s.liveness.rolesOf('a', USER)).toEqual([UserRole.Customer]);
    s.roles.set(USER, [UserRole.Customer, UserRole.Seller]);
    await s.liveness.rolesChanged([USER]);
    expect(await s.liveness.rolesOf('a', USER)).toEqual([UserRole.Customer, UserRole.Seller]);
    expect(s.published).toEqual([{ channel: 'auth_roles_changed', payload: { users: [USER] } }]);
  });

  it('hears role changes from other processes, ignoring malformed events and other users', async () => {
    const s = setup();
    await s.liveness.listen();
    expect(await s.liveness.rolesOf('a', USER)).toEqual([UserRole.Customer]);
    s.roles.set(USER, [UserRole.Customer, UserRole.Seller]);
    s.hear('auth_roles_changed', { users: String(USER) });
    s.hear('auth_roles_changed', { users: [USER + 1, 'x'] });
    expect(await s.liveness.rolesOf('a', USER)).toEqual([UserRole.Customer]);
    s.hear('auth_roles_changed', { users: [USER] });
    expect(await s.liveness.rolesOf('a', USER)).toEqual([UserRole.Customer, UserRole.Seller]);
  });

  it('does not keep roles a read saw while they changed, and keeps an ended session ended', async () => {
    const s = setup();
    const pending = s.liveness.rolesOf('a', USER);
    s.roles.set(USER, [UserRole.Seller]);
    await s.liveness.rolesChanged([USER]);
    await pending;
    expect(await s.liveness.rolesOf('a', USER)).toEqual([UserRole.Seller]);
    await s.liveness.ended(['a']);
    await s.liveness.rolesChanged([USER]);
    expect(await s.liveness.rolesOf('a', USER)).toBeNull();
  });

  it('forgets a failed read, so the next request asks again', async () => {
    let fail = true;
    const flaky = createSessionLiveness({
      readSession: async () => {
        if (fail) throw new Error('connection lost');
        return { userId: USER, roles: [UserRole.Customer] };
      },
      events: { publish: async () => {}, subscribe: async () => async () => {} },
    });
    await expect(flaky.rolesOf('a', USER)).rejects.toThrow('connection lost');
    fail = false;
    expect(await flaky.rolesOf('a', USER)).toEqual([UserRole.Customer]);
  });
});
