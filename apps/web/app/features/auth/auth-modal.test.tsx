import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetViewport, setViewportWidth } from '#app/components/ui/test-viewport';
import { onAuthEvent } from '#app/lib/auth-events';
import { dialog, openModal, renderAuthModal } from './auth-test-harness';

const button = (name: string) => within(dialog()).getByRole('button', { name });
const queryButton = (name: string) => within(dialog()).queryByRole('button', { name });

describe('AuthModal: choosing how to sign in', () => {
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => {
    resetViewport();
    sessionStorage.clear();
    delete window.dataLayer;
  });

  it('opens on the login event with the providers and the consent note', () => {
    renderAuthModal();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    openModal();
    expect(screen.getByRole('dialog', { name: 'Вход / Авторизация' })).toBeInTheDocument();
    for (const name of ['Telegram', 'VK ID', 'Twitch', 'Email']) expect(button(name)).toBeEnabled();
    expect(queryButton('Пропустить')).not.toBeInTheDocument();
    expect(queryButton('Назад')).not.toBeInTheDocument();
    const policy = within(dialog()).getByRole('link', { name: 'политикой конфиденциальности' });
    expect(policy).toHaveAttribute('href', '/policy');
    expect(policy).toHaveAttribute('target', '_blank');
  });

  it('has no close button on wide screens but still closes on Escape', async () => {
    const user = userEvent.setup();
    renderAuthModal();
    openModal();
    expect(queryButton('Закрыть')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when the browser blocks the provider window', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderAuthModal();
    openModal();
    await user.click(button('Telegram'));
    expect(open).toHaveBeenCalledWith(
      'about:blank',
      'lootmarket-auth-telegram',
      expect.stringContaining('width=500,height=600'),
    );
    expect(await screen.findByText(/Браузер заблокировал окно входа/)).toBeInTheDocument();
    open.mockRestore();
  });

  it('walks to the e-mail step and back', async () => {
    const user = userEvent.setup();
    renderAuthModal();
    openModal();
    await user.click(button('Email'));
    expect(screen.getByRole('dialog', { name: 'Введи E-mail' })).toBeInTheDocument();
    await user.click(button('Назад'));
    expect(screen.getByRole('dialog', { name: 'Вход / Авторизация' })).toBeInTheDocument();
  });

  it('keeps Continue disabled until the e-mail is valid and flags a bad one after blur', async () => {
    const user = userEvent.setup();
    renderAuthModal();
    openModal();
    await user.click(button('Email'));
    const field = within(dialog()).getByLabelText('E-mail');
    expect(button('Продолжить')).toBeDisabled();
    await user.type(field, 'buyer@');
    expect(within(dialog()).queryByText('Некорректный email')).not.toBeInTheDocument();
    await user.tab();
    expect(within(dialog()).getByText('Некорректный email')).toBeInTheDocument();
    expect(button('Продолжить')).toBeDisabled();
    await user.type(field, 'demo.lootmarket.ru');
    expect(within(dialog()).queryByText('Некорректный email')).not.toBeInTheDocument();
    expect(button('Продолжить')).toBeEnabled();
    await user.clear(field);
    expect(within(dialog()).queryByText('Некорректный email')).not.toBeInTheDocument();
  });

  it('in production waits for the captcha before Continue', async () => {
    const user = userEvent.setup();
    renderAuthModal({ appEnv: 'production' });
    openModal();
    await user.click(button('Email'));
    await user.type(within(dialog()).getByLabelText('E-mail'), 'buyer@demo.lootmarket.ru');
    expect(button('Продолжить')).toBeDisabled();
    expect(dialog().querySelector('[data-captcha-container]')).not.toBeNull();
  });
});

describe('AuthModal: guest checkout', () => {
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => {
    resetViewport();
    sessionStorage.clear();
    delete window.dataLayer;
  });

  const product = { id: 'robux-400', price: 499 };

  it('skips to the guest form on a checkout and reports the skip', async () => {
    const user = userEvent.setup();
    renderAuthModal({ path: '/product/robux' });
    openModal({ guestAvailable: true, product });
    await user.click(button('Пропустить'));
    expect(screen.getByRole('dialog', { name: 'Оформление заказа' })).toBeInTheDocument();
    expect(within(dialog()).queryByRole('link', { name: /политикой/ })).not.toBeInTheDocument();
    expect(window.dataLayer).toEqual([{ event: 'skip_auth', product }]);
    await user.click(button('Назад'));
    expect(screen.getByRole('dialog', { name: 'Вход / Авторизация' })).toBeInTheDocument();
  });

  it('titles the guest step as a donation on a donation page', async () => {
    const user = userEvent.setup();
    renderAuthModal({ path: '/streamer42/donate' });
    openModal({ guestAvailable: true });
    await user.click(button('Пропустить'));
    expect(screen.getByRole('dialog', { name: 'Оформление доната' })).toBeInTheDocument();
  });

  it('asks for an e-mail, then stores it lowercased and tells the checkout', async () => {
    const user = userEvent.setup();
    const guest = vi.fn();
    const off = onAuthEvent('auth:guest', guest);
    renderAuthModal({ path: '/product/robux' });
    openModal({ guestAvailable: true, product });
    await user.click(button('Пропустить'));
    const field = within(dialog()).getByLabelText('E-mail');
    await user.click(field);
    await user.tab();
    expect(within(dialog()).getByText('Введите email')).toBeInTheDocument();
    expect(button('Продолжить')).toBeDisabled();
    await user.type(field, 'not-an-email');
    expect(within(dialog()).getByText('Некорректный email')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '  Guest.Buyer@Mail.RU ');
    await user.click(button('Продолжить'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sessionStorage.getItem('guest_email')).toBe('guest.buyer@mail.ru');
    expect(guest).toHaveBeenCalledWith({ email: 'guest.buyer@mail.ru' });
    expect(window.dataLayer).toEqual([
      { event: 'skip_auth', product },
      { event: 'guest_mail_submit', product },
    ]);
    off();
  });

  it('offers the e-mail typed on the product page instead of asking for it again', async () => {
    const user = userEvent.setup();
    const guest = vi.fn();
    const off = onAuthEvent('auth:guest', guest);
    renderAuthModal({ path: '/product/robux' });
    openModal({ guestAvailable: true, product, email: 'buyer@example.ru' });
    expect(screen.getByText('Без входа: нужен только e-mail для чека и товара')).toBeInTheDocument();
    await user.click(button('Пропустить'));
    expect(within(dialog()).getByLabelText('E-mail')).toHaveValue('buyer@example.ru');
    await user.click(button('Продолжить'));
    expect(guest).toHaveBeenCalledWith({ email: 'buyer@example.ru' });
    off();
  });

  it('offers the e-mail typed on the sign-in sheet when the buyer goes on as a guest instead', async () => {
    const user = userEvent.setup();
    renderAuthModal({ path: '/product/robux' });
    openModal({ guestAvailable: true, product });
    await user.click(button('Email'));
    await user.type(within(dialog()).getByLabelText('E-mail'), 'typed.once@mail.ru');
    await user.click(button('Назад'));
    await user.click(button('Пропустить'));
    expect(within(dialog()).getByLabelText('E-mail')).toHaveValue('typed.once@mail.ru');
  });

  it('offers the e-mail last used as a guest in this tab', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem('guest_email', 'last.guest@mail.ru');
    renderAuthModal({ path: '/product/robux' });
    openModal({ guestAvailable: true, product });
    await user.click(button('Пропустить'));
    expect(within(dialog()).getByLabelText('E-mail')).toHaveValue('last.guest@mail.ru');
  });
});

describe('AuthModal on a phone', () => {
  beforeEach(() => setViewportWidth(375));
  afterEach(resetViewport);

  // A plain click: jsdom has no pointer capture for the sheet's drag handling.
  it('shows a close button that closes the sheet', async () => {
    renderAuthModal();
    openModal();
    expect(screen.getByRole('dialog', { name: 'Вход / Авторизация' })).toBeInTheDocument();
    fireEvent.click(button('Закрыть'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
