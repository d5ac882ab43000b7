import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ToastApi } from '#app/components/ui/toast';
import { SESSION_MARKER_COOKIE } from '#app/lib/api/session';
import { onAuthEvent, type AuthOpenOptions } from '#app/lib/auth-events';
import { rememberAttributionFromSearch } from '#app/lib/marketing-attribution';
import { STREAMER_COOKIE } from '#app/lib/streamer-attribution';
import { startCheckout } from './start-checkout';

const draft = { offerId: '00000000-0000-4000-8000-000000000001', quantity: 1, inputs: {} };
const product = { id: 'p1', slug: 'steam', title: 'Steam' };

/** Checks out as a signed-in buyer; the shop refuses the order, so only the request it got matters. */
async function orderBodySent(): Promise<Record<string, unknown>> {
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'Предложение не найдено' }), { status: 404 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const toast = { show: vi.fn() } as unknown as ToastApi;
  await startCheckout(draft, { toast, navigate: vi.fn(), product });
  expect(toast.show).toHaveBeenCalledWith({ type: 'error', message: 'Предложение не найдено' });
  const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  expect(path).toBe('/api/gw/private/v1/order');
  return JSON.parse(String(init.body)) as Record<string, unknown>;
}

describe('checkout and the streamer who sent the buyer', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.cookie = `${SESSION_MARKER_COOKIE}=; Max-Age=0; Path=/`;
    document.cookie = `${STREAMER_COOKIE}=; Max-Age=0; Path=/`;
  });

  it('sends the remembered streamer with the order', async () => {
    document.cookie = `${SESSION_MARKER_COOKIE}=1; Path=/`;
    document.cookie = `${STREAMER_COOKIE}=liza-kotova; Path=/`;
    expect(await orderBodySent()).toEqual({ ...draft, streamerSlug: 'liza-kotova' });
  });

  it('sends the utm and affiliate marks of the last link followed with the order', async () => {
    document.cookie = `${SESSION_MARKER_COOKIE}=1; Path=/`;
    rememberAttributionFromSearch('?utm_source=vk&utm_medium=cpc&utm_campaign=springsale2025&admitad_uid=abc123');
    expect(await orderBodySent()).toEqual({
      ...draft,
      attribution: { utm_source: 'vk', utm_medium: 'cpc', utm_campaign: 'springsale2025', admitad_uid: 'abc123' },
    });
    for (const name of ['utm_source', 'utm_campaign', 'admitad_uid']) document.cookie = `${name}=; Max-Age=0; Path=/`;
  });

  it('sends the bare draft when no streamer link was followed', async () => {
    document.cookie = `${SESSION_MARKER_COOKIE}=1; Path=/`;
    expect(await orderBodySent()).toEqual(draft);
  });
});

describe('guest checkout', () => {
  it('hands the e-mail typed for the goods to the guest step, so it is asked once', () => {
    const opened: (AuthOpenOptions | null)[] = [];
    const off = onAuthEvent('auth:open', (options) => opened.push(options));
    const toast = { show: vi.fn() } as unknown as ToastApi;
    // Nobody answers the modal here: the checkout waits, and only what the modal was told matters.
    void startCheckout({ ...draft, inputs: { email: ' buyer@example.ru ' } }, { toast, navigate: vi.fn(), product });
    expect(opened).toEqual([{ guestAvailable: true, product, email: 'buyer@example.ru' }]);
    off();
  });
});
