import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AUTH_MESSAGE_TYPE,
  openProviderPopup,
  popupFeatures,
  POPUP_CLOSE_GRACE_MS,
  POPUP_FAILED_MESSAGE,
  readAuthMessage,
} from './popup-login';

const ORIGIN = window.location.origin;
const user = {
  id: '7',
  name: 'Анна',
  avatar: null,
  avatarLetters: 'АН',
  avatarColor: '#3b82f6',
  isSeller: false,
  isStreamer: false,
};

function fakePopup() {
  return { closed: false, close: vi.fn(), location: { replace: vi.fn() } };
}

describe('provider popup', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('centres a 500×600 window on the current screen', () => {
    expect(popupFeatures({ screenX: 100, screenY: 50, outerWidth: 1500, outerHeight: 900 })).toBe(
      'popup=yes,width=500,height=600,left=600,top=200',
    );
  });

  it('accepts only our own origin and our message type', () => {
    const data = { type: AUTH_MESSAGE_TYPE, ok: true, sessionID: 'sess-1234', user };
    expect(readAuthMessage({ origin: 'https://evil.test', data }, ORIGIN)).toBeNull();
    expect(readAuthMessage({ origin: ORIGIN, data: { ...data, type: 'other' } }, ORIGIN)).toBeNull();
    expect(readAuthMessage({ origin: ORIGIN, data }, ORIGIN)).toEqual({
      ok: true,
      answer: { user, sessionId: 'sess-1234', isNewUser: undefined, createdAt: undefined },
    });
    expect(
      readAuthMessage({ origin: ORIGIN, data: { type: AUTH_MESSAGE_TYPE, ok: false, error: 'Нет' } }, ORIGIN),
    ).toEqual({ ok: false, message: 'Нет' });
  });

  it('sends the window to the provider, reports the message once and stops listening when it closes', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify({ url: '/api/gw/public/v1/auth/provider/vk?sessionID=sess-1234' })),
      ),
    );
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const removed = vi.spyOn(window, 'removeEventListener');
    const onOutcome = vi.fn();
    expect(openProviderPopup({ provider: 'vk', sessionId: 'sess-1234', onOutcome })).toBe(true);
    await vi.waitFor(() =>
      expect(popup.location.replace).toHaveBeenCalledWith('/api/gw/public/v1/auth/provider/vk?sessionID=sess-1234'),
    );

    const data = { type: AUTH_MESSAGE_TYPE, ok: true, sessionID: 'sess-1234', user };
    window.dispatchEvent(new MessageEvent('message', { origin: 'https://evil.test', data }));
    window.dispatchEvent(new MessageEvent('message', { origin: ORIGIN, data }));
    window.dispatchEvent(new MessageEvent('message', { origin: ORIGIN, data }));
    expect(onOutcome).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(500);
    expect(removed).not.toHaveBeenCalledWith('message', expect.anything());
    popup.closed = true;
    vi.advanceTimersByTime(500 + POPUP_CLOSE_GRACE_MS);
    expect(removed).toHaveBeenCalledWith('message', expect.any(Function));
  });

  it('still takes a result that arrives just after the window is seen closed', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify({ url: '/api/gw/public/v1/auth/provider/vk?sessionID=sess-5678' })),
      ),
    );
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const onOutcome = vi.fn();
    openProviderPopup({ provider: 'vk', sessionId: 'sess-5678', onOutcome });
    await vi.waitFor(() => expect(popup.location.replace).toHaveBeenCalled());
    popup.closed = true;
    vi.advanceTimersByTime(500);
    const data = { type: AUTH_MESSAGE_TYPE, ok: true, sessionID: 'sess-5678', user };
    window.dispatchEvent(new MessageEvent('message', { origin: ORIGIN, data }));
    expect(onOutcome).toHaveBeenCalledTimes(1);
  });

  it('closes the window and reports a failure when the server refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'нет' }), { status: 404 })),
    );
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const onOutcome = vi.fn();
    openProviderPopup({ provider: 'twitch', sessionId: 'sess-1234', onOutcome });
    await vi.waitFor(() => expect(onOutcome).toHaveBeenCalledWith({ ok: false, message: POPUP_FAILED_MESSAGE }));
    expect(popup.close).toHaveBeenCalled();
  });
});
