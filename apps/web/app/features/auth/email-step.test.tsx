import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetViewport, setViewportWidth } from '#app/components/ui/test-viewport';
import { CODE_SENT, dialog, openModal, renderAuthModal, stubNetwork } from './auth-test-harness';
import { removeSmartCaptcha, stubSmartCaptcha } from './smart-captcha-stub';

const button = (name: string) => within(dialog()).getByRole('button', { name });
const sentBody = (fetchMock: ReturnType<typeof stubNetwork>, call: number) =>
  JSON.parse(String(fetchMock.mock.calls[call]![1]?.body)) as unknown;

async function fillEmail(user: ReturnType<typeof userEvent.setup>) {
  await user.click(button('Email'));
  await user.type(within(dialog()).getByLabelText('E-mail'), 'buyer@demo.lootmarket.ru');
}

describe('AuthModal: the e-mail step captcha', () => {
  beforeEach(() => {
    setViewportWidth(1280);
    // input-otp on the code step probes for password-manager badges by hit-testing, which jsdom lacks.
    document.elementFromPoint = () => null;
  });
  afterEach(() => {
    resetViewport();
    removeSmartCaptcha();
    vi.unstubAllGlobals();
    sessionStorage.clear();
    delete window.dataLayer;
  });

  it('in production sends the solved token, and after a refusal asks for a new check', async () => {
    const user = userEvent.setup();
    const { api, solve } = stubSmartCaptcha();
    const fetchMock = stubNetwork({
      send: [{ status: 400, body: { code: 'CAPTCHA_FAILED', message: 'Проверка не пройдена' } }, CODE_SENT],
      login: [],
    });
    renderAuthModal({ appEnv: 'production', captchaSiteKey: 'site-key-1' });
    openModal();
    await fillEmail(user);
    await waitFor(() => expect(api.render).toHaveBeenCalledTimes(1));
    expect(api.render.mock.calls[0]![1]).toMatchObject({ sitekey: 'site-key-1', hl: 'ru' });
    expect(button('Продолжить')).toBeDisabled();

    act(() => solve('token-1'));
    expect(button('Продолжить')).toBeEnabled();
    await user.click(button('Продолжить'));
    expect(await within(dialog()).findByText('Проверка не пройдена')).toBeInTheDocument();
    expect(sentBody(fetchMock, 0)).toEqual({ email: 'buyer@demo.lootmarket.ru', captcha_token: 'token-1' });
    expect(api.reset).toHaveBeenCalledWith(7);
    expect(button('Продолжить')).toBeDisabled();

    act(() => solve('token-2'));
    await user.click(button('Продолжить'));
    await screen.findByRole('dialog', { name: 'Введи код' });
    expect(sentBody(fetchMock, 1)).toEqual({ email: 'buyer@demo.lootmarket.ru', captcha_token: 'token-2' });
    expect(api.destroy).toHaveBeenCalledWith(7);
  });

  it('outside production loads no captcha and needs only a valid e-mail', async () => {
    const user = userEvent.setup();
    const fetchMock = stubNetwork({ send: [CODE_SENT], login: [] });
    renderAuthModal({ appEnv: 'stage', captchaSiteKey: 'site-key-1' });
    openModal();
    await fillEmail(user);
    expect(dialog().querySelector('[data-captcha-container]')).toBeNull();
    expect(document.querySelector('script[src*="smartcaptcha"]')).toBeNull();
    expect(button('Продолжить')).toBeEnabled();
    await user.click(button('Продолжить'));
    await screen.findByRole('dialog', { name: 'Введи код' });
    expect(sentBody(fetchMock, 0)).toEqual({ email: 'buyer@demo.lootmarket.ru' });
  });
});
