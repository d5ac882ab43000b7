import { vi } from 'vitest';
import type { SmartCaptchaApi } from './smart-captcha-script';

/** Stands in for the SmartCaptcha script's browser global; `solve` plays a visitor passing a check. */
export function stubSmartCaptcha() {
  let nextId = 7;
  const api = {
    render: vi.fn<SmartCaptchaApi['render']>(() => nextId++),
    reset: vi.fn<SmartCaptchaApi['reset']>(),
    destroy: vi.fn<SmartCaptchaApi['destroy']>(),
  };
  window.smartCaptcha = api;
  const solve = (token: string, widget = api.render.mock.calls.length - 1) =>
    api.render.mock.calls[widget]![1].callback(token);
  return { api, solve };
}

export function removeSmartCaptcha() {
  delete window.smartCaptcha;
  delete window.lootmarketSmartCaptchaReady;
  for (const script of document.querySelectorAll('script')) script.remove();
}
