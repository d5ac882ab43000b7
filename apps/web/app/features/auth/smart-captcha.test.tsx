import { act, render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NonceProvider } from '#app/lib/nonce';
import { CAPTCHA_LOAD_ERROR, SmartCaptcha, type SmartCaptchaHandle } from './smart-captcha';
import { SMARTCAPTCHA_SCRIPT_URL } from './smart-captcha-script';
import { removeSmartCaptcha, stubSmartCaptcha } from './smart-captcha-stub';

const captchaScripts = () => document.querySelectorAll(`script[src="${SMARTCAPTCHA_SCRIPT_URL}"]`);

describe('SmartCaptcha', () => {
  afterEach(removeSmartCaptcha);

  it('draws the widget with the site key in Russian, reports tokens, resets and cleans up', async () => {
    const { api, solve } = stubSmartCaptcha();
    const onToken = vi.fn();
    const handle = createRef<SmartCaptchaHandle>();
    const { container, unmount } = render(<SmartCaptcha ref={handle} siteKey="site-key-1" onToken={onToken} />);
    await waitFor(() => expect(api.render).toHaveBeenCalledTimes(1));
    expect(api.render).toHaveBeenCalledWith(container.querySelector('[data-captcha-container]'), {
      sitekey: 'site-key-1',
      hl: 'ru',
      callback: expect.any(Function),
    });
    expect(screen.getByRole('group', { name: 'Проверка, что вы не робот' })).toBeInTheDocument();
    expect(captchaScripts()).toHaveLength(0);

    act(() => solve('token-1'));
    expect(onToken).toHaveBeenCalledWith('token-1');
    act(() => handle.current!.reset());
    expect(api.reset).toHaveBeenCalledWith(7);
    unmount();
    expect(api.destroy).toHaveBeenCalledWith(7);
  });

  it('loads the script once, with the page nonce, and draws every widget when it is ready', async () => {
    render(
      <NonceProvider value="page-nonce">
        <SmartCaptcha siteKey="site-key-1" onToken={() => {}} />
        <SmartCaptcha siteKey="site-key-1" onToken={() => {}} />
      </NonceProvider>,
    );
    await waitFor(() => expect(captchaScripts()).toHaveLength(1));
    expect((captchaScripts()[0] as HTMLScriptElement).nonce).toBe('page-nonce');

    const { api } = stubSmartCaptcha();
    act(() => window.lootmarketSmartCaptchaReady!());
    await waitFor(() => expect(api.render).toHaveBeenCalledTimes(2));
    expect(screen.queryByText(CAPTCHA_LOAD_ERROR)).not.toBeInTheDocument();
  });

  it('says so when the script fails to load', async () => {
    render(<SmartCaptcha siteKey="site-key-1" onToken={() => {}} />);
    await waitFor(() => expect(captchaScripts()).toHaveLength(1));
    act(() => captchaScripts()[0]!.dispatchEvent(new Event('error')));
    expect(await screen.findByRole('alert')).toHaveTextContent(CAPTCHA_LOAD_ERROR);
    expect(captchaScripts()).toHaveLength(0);
  });

  it('says so without a site key and loads nothing', () => {
    render(<SmartCaptcha siteKey={null} onToken={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent(CAPTCHA_LOAD_ERROR);
    expect(captchaScripts()).toHaveLength(0);
  });

  it('renders nothing on the server', () => {
    expect(renderToString(<SmartCaptcha siteKey="site-key-1" onToken={() => {}} />)).toBe('');
  });
});
