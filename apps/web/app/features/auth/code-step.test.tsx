import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetViewport, setViewportWidth } from '#app/components/ui/test-viewport';
import { onAuthEvent } from '#app/lib/auth-events';
import {
  CODE_SENT,
  DEMO_USER,
  dialog,
  loginReply,
  openConnect,
  openModal,
  renderAuthModal,
  stubNetwork,
  WRONG_CODE_REPLY,
} from './auth-test-harness';

const button = (name: string) => within(dialog()).getByRole('button', { name });
const codeInput = () => within(dialog()).getByLabelText('Код из письма');
const slots = () => Array.from(dialog().querySelectorAll('[data-slot]'));

async function reachCodeStep(user: ReturnType<typeof userEvent.setup>) {
  await user.click(button('Email'));
  await user.type(within(dialog()).getByLabelText('E-mail'), ' Buyer@Demo.Lootmarket.ru');
  await user.click(button('Продолжить'));
  await screen.findByRole('dialog', { name: 'Введи код' });
}

describe('AuthModal: the code step', () => {
  beforeEach(() => {
    setViewportWidth(1280);
    // input-otp probes for password-manager badges by hit-testing, which jsdom does not implement.
    document.elementFromPoint = () => null;
  });
  afterEach(() => {
    resetViewport();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    sessionStorage.clear();
    delete window.dataLayer;
  });

  it('asks for the code with the lowercased e-mail and this tab’s session', async () => {
    const user = userEvent.setup();
    const fetchMock = stubNetwork({ send: [CODE_SENT], login: [] });
    renderAuthModal();
    openModal();
    await reachCodeStep(user);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/^\/api\/gw\/public\/v1\/auth\/provider\/email_code\?sessionID=[A-Za-z0-9_-]{8,128}$/);
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'buyer@demo.lootmarket.ru' });
    expect(within(dialog()).getByText('buyer@demo.lootmarket.ru')).toBeInTheDocument();
    expect(sessionStorage.getItem('sessionID')).toBe('srv-session-1');
  });

  it('shows the server’s answer when the code cannot be sent', async () => {
    const user = userEvent.setup();
    stubNetwork({
      send: [{ status: 429, body: { code: 'RATE_LIMITED', message: 'Слишком много попыток' } }],
      login: [],
    });
    renderAuthModal();
    openModal();
    await user.click(button('Email'));
    await user.type(within(dialog()).getByLabelText('E-mail'), 'buyer@demo.lootmarket.ru');
    await user.click(button('Продолжить'));
    expect(await within(dialog()).findByText('Слишком много попыток')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Введи E-mail' })).toBeInTheDocument();
  });

  it('enables Continue only with six digits; paste fills and Backspace steps back', async () => {
    const user = userEvent.setup();
    stubNetwork({ send: [CODE_SENT], login: [] });
    renderAuthModal();
    openModal();
    await reachCodeStep(user);
    expect(slots()).toHaveLength(6);
    expect(button('Продолжить')).toBeDisabled();
    await user.type(codeInput(), '12a3');
    expect(slots().map((slot) => slot.textContent)).toEqual(['1', '2', '3', '', '', '']);
    await user.keyboard('{Backspace}');
    expect(slots().map((slot) => slot.textContent)).toEqual(['1', '2', '', '', '', '']);
    await user.clear(codeInput());
    await user.paste('48 15-16');
    expect(slots().map((slot) => slot.textContent)).toEqual(['4', '8', '1', '5', '1', '6']);
    expect(button('Продолжить')).toBeEnabled();
  });

  it('cannot be closed, and Back returns to the e-mail', async () => {
    const user = userEvent.setup();
    stubNetwork({ send: [CODE_SENT], login: [] });
    renderAuthModal();
    openModal();
    await reachCodeStep(user);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Введи код' })).toBeInTheDocument();
    await user.click(button('Назад'));
    expect(screen.getByRole('dialog', { name: 'Введи E-mail' })).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('E-mail')).toHaveValue('buyer@demo.lootmarket.ru');
  });

  it('paints the cells red on a wrong code', async () => {
    const user = userEvent.setup();
    stubNetwork({ send: [CODE_SENT], login: [WRONG_CODE_REPLY] });
    renderAuthModal();
    openModal();
    await reachCodeStep(user);
    await user.type(codeInput(), '000000');
    await user.click(button('Продолжить'));
    expect(await within(dialog()).findByText('Неверный код')).toBeInTheDocument();
    expect(codeInput()).toHaveAttribute('aria-invalid', 'true');
    expect(slots().every((slot) => slot.hasAttribute('data-invalid'))).toBe(true);
    await user.keyboard('{Backspace}');
    expect(within(dialog()).queryByText('Неверный код')).not.toBeInTheDocument();
  });

  it('offers a new code after 45 seconds, which leads back to the e-mail', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    stubNetwork({ send: [CODE_SENT], login: [] });
    renderAuthModal();
    openModal();
    await reachCodeStep(user);
    expect(within(dialog()).getByText(/Отправить новый код через/)).toHaveTextContent('0:45');
    expect(within(dialog()).queryByRole('button', { name: 'Новый код' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(15_000));
    expect(within(dialog()).getByText(/Отправить новый код через/)).toHaveTextContent('0:30');
    act(() => vi.advanceTimersByTime(30_000));
    await user.click(button('Новый код'));
    expect(screen.getByRole('dialog', { name: 'Введи E-mail' })).toBeInTheDocument();
  });

  it('logs in: closes, announces the user and reports the login', async () => {
    const user = userEvent.setup();
    const fetchMock = stubNetwork({ send: [CODE_SENT], login: [loginReply({ createdAt: new Date().toISOString() })] });
    const loggedIn = vi.fn();
    const off = onAuthEvent('auth:login', loggedIn);
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    renderAuthModal();
    openModal();
    await reachCodeStep(user);
    await user.type(codeInput(), '123456');
    await user.click(button('Продолжить'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(String(url)).toBe('/api/gw/public/v1/auth/provider/email_code/callback?sessionID=srv-session-1');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'buyer@demo.lootmarket.ru', code: '123456' });
    expect(loggedIn).toHaveBeenCalledWith({ user: DEMO_USER, isRegistration: true });
    expect(window.dataLayer).toEqual([{ event: 'registration', method: 'email' }]);
    expect(setItem.mock.contexts.some((storage) => storage === localStorage)).toBe(false);
    off();
  });

  it('treats an answer without tokens as a failed login', async () => {
    const user = userEvent.setup();
    stubNetwork({ send: [CODE_SENT], login: [{ status: 200, body: { user: DEMO_USER } }] });
    renderAuthModal();
    openModal();
    await reachCodeStep(user);
    await user.type(codeInput(), '123456');
    await user.click(button('Продолжить'));
    expect(await within(dialog()).findByText('Неверный код')).toBeInTheDocument();
  });

  it('runs a connect action once the visitor has logged in', async () => {
    const user = userEvent.setup();
    stubNetwork({ send: [CODE_SENT], login: [loginReply()] });
    renderAuthModal();
    openConnect();
    await reachCodeStep(user);
    await user.type(codeInput(), '123456');
    await user.click(button('Продолжить'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/u1?action=connect-donations'));
    expect(window.dataLayer).toEqual([{ event: 'login', method: 'email' }]);
  });
});
