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
// is tried afresh the next time the form opens.
let inFlight: Promise<SmartCaptchaApi> | null = null;

/** Adds the SmartCaptcha script to the page once and resolves when its API is ready. */
export function loadSmartCaptcha(nonce: string): Promise<SmartCaptchaApi> {
  if (window.smartCaptcha) return Promise.resolve(window.smartCaptcha);
  inFlight ??= new Promise<SmartCaptchaApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SMARTCAPTCHA_SCRIPT_URL;
    script.async = true;
    if (nonce) script.nonce = nonce;
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
    document.head.append(script);
  });
  return inFlight;
}
