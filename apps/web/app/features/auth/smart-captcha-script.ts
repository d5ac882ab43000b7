/** The part of Yandex SmartCaptcha's browser API (`window.smartCaptcha`) the sign-in form uses. */
export interface SmartCaptchaApi {
  /** Draws a widget into the container and returns its id. */
  render(container: HTMLElement, params: { sitekey: string; hl: 'ru'; callback: (token: string) => void }): number;
  reset(widgetId: number): void;
  destroy(widgetId: number): void;
}

declare global {
  interface Window {
    smartCaptcha?: SmartCaptchaApi;
    lootmarketSmartCaptchaReady?: () => void;
  }
}

// `render=onload` holds the API back until the script calls this global, so the widgets are drawn by us.
export const SMARTCAPTCHA_SCRIPT_URL =
  'https://smartcaptcha.yandexcloud.net/captcha.js?render=onload&onload=lootmarketSmartCaptchaReady';

// Only the load in flight is shared; once settled, `window.smartCaptcha` is the answer, or a failed load
// is tried afresh the next time the form opens. A load whose script was taken out of the page will never
// finish, so it is started afresh too.
let inFlight: { api: Promise<SmartCaptchaApi>; script: HTMLScriptElement } | null = null;

/** Adds the SmartCaptcha script to the page once and resolves when its API is ready. */
export function loadSmartCaptcha(nonce: string): Promise<SmartCaptchaApi> {
  if (window.smartCaptcha) return Promise.resolve(window.smartCaptcha);
  if (inFlight?.script.isConnected) return inFlight.api;
  const script = document.createElement('script');
  script.src = SMARTCAPTCHA_SCRIPT_URL;
  script.async = true;
  if (nonce) script.nonce = nonce;
  const api = new Promise<SmartCaptchaApi>((resolve, reject) => {
    const fail = () => {
      script.remove();
      inFlight = null;
      reject(new Error('SmartCaptcha did not load'));
    };
    window.lootmarketSmartCaptchaReady = () => {
      delete window.lootmarketSmartCaptchaReady;
      if (!window.smartCaptcha) return fail();
      inFlight = null;
      resolve(window.smartCaptcha);
    };
    script.addEventListener('error', fail);
  });
  inFlight = { api, script };
  document.head.append(script);
  return api;
}
