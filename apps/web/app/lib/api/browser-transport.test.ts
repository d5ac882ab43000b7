import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authEndpoints } from '@lootmarket/domain/endpoints/auth';
import { browserTransport } from './browser-transport';
import { isPublicPath, onSessionLost } from './session';

const REFRESH_PATH = authEndpoints.refresh.path;
const answer = (status: number) => new Response(JSON.stringify({}), { status });

describe('browser transport', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('refreshes once for concurrent 401s and retries each request once after 500 ms', async () => {
    const calls: string[] = [];
    const seen = new Map<string, number>();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        calls.push(path);
        if (path === REFRESH_PATH) return answer(200);
        const count = (seen.get(path) ?? 0) + 1;
        seen.set(path, count);
        return answer(count === 1 ? 401 : 200);
      }),
    );
    const pending = Promise.all([browserTransport('/api/a', {}), browserTransport('/api/b', {})]);
    await vi.advanceTimersByTimeAsync(499);
    expect(calls.filter((path) => path !== REFRESH_PATH)).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    const [a, b] = await pending;
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(calls.filter((path) => path === REFRESH_PATH)).toHaveLength(1);
    expect(calls).toHaveLength(5);
  });

  it('ends the session when the refresh fails, without retrying', async () => {
    const lost = vi.fn();
    const off = onSessionLost(lost);
    const fetchMock = vi.fn(async () => answer(401));
    vi.stubGlobal('fetch', fetchMock);
    document.cookie = 'has_session=1; path=/';
    const response = await browserTransport('/api/gw/private/v1/profile/frontend', {});
    expect(response.status).toBe(401);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(lost).toHaveBeenCalledOnce();
    expect(document.cookie).not.toContain('has_session=1');
    off();
  });

  it('keeps the session when the renewal gets no answer, as when the page is left mid-request', async () => {
    const lost = vi.fn();
    const off = onSessionLost(lost);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        if (path === REFRESH_PATH) throw new DOMException('The user aborted a request.', 'AbortError');
        return answer(401);
      }),
    );
    document.cookie = 'has_session=1; path=/';
    const response = await browserTransport('/api/gw/private/v1/notifications/unread', {});
    expect(response.status).toBe(401);
    expect(lost).not.toHaveBeenCalled();
    expect(document.cookie).toContain('has_session=1');
    off();
    document.cookie = 'has_session=; Max-Age=0; path=/';
  });

  it('never renews for a sign-in call or the renewal itself', async () => {
    const fetchMock = vi.fn(async () => answer(401));
    vi.stubGlobal('fetch', fetchMock);
    for (const path of [REFRESH_PATH, authEndpoints.logout.path])
      expect((await browserTransport(path, {})).status).toBe(401);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('knows the public pages', () => {
    for (const path of ['/', '/policy', '/search', '/product/x', '/ru-ru/steam', '/order-status/1', '/streamer/donate'])
      expect(isPublicPath(path)).toBe(true);
    for (const path of ['/12', '/12/settings', '/admin/seller-applications']) expect(isPublicPath(path)).toBe(false);
  });
});
