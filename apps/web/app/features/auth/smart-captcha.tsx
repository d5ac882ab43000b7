import {
  useEffect,
  useEffectEvent,
  useImperativeHandle,
  useRef,
  useState,
  useSyncExternalStore,
  type Ref,
} from 'react';
import { useNonce } from '#app/lib/nonce';
import { loadSmartCaptcha, type SmartCaptchaApi } from './smart-captcha-script';

export const CAPTCHA_LOAD_ERROR = 'Не удалось загрузить проверку. Обновите страницу';

export interface SmartCaptchaHandle {
  /** Asks for a new check: a token is spent by the first request that carries it, whatever the answer. */
  reset(): void;
}

const subscribeNever = () => () => {};

/**
 * The Yandex SmartCaptcha widget. Reports each solved check through `onToken`. Draws nothing on the server:
 * the widget lives in the browser only. A missing site key counts as a failed load, since no check can pass.
 */
export function SmartCaptcha({
  siteKey,
  onToken,
  ref,
}: {
  siteKey: string | null;
  onToken: (token: string) => void;
  ref?: Ref<SmartCaptchaHandle>;
}) {
  const inBrowser = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  const nonce = useNonce();
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: SmartCaptchaApi; id: number } | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const reportToken = useEffectEvent(onToken);

  useEffect(() => {
    if (!inBrowser || siteKey === null) return;
    let cancelled = false;
    loadSmartCaptcha(nonce).then(
      (api) => {
        if (cancelled || !container.current) return;
        const id = api.render(container.current, {
          sitekey: siteKey,
          hl: 'ru',
          callback: (token) => reportToken(token),
        });
        widget.current = { api, id };
      },
      () => {
        if (!cancelled) setLoadFailed(true);
      },
    );
    return () => {
      cancelled = true;
      widget.current?.api.destroy(widget.current.id);
      widget.current = null;
    };
  }, [inBrowser, siteKey, nonce]);

  useImperativeHandle(ref, () => ({ reset: () => widget.current?.api.reset(widget.current.id) }), []);

  if (!inBrowser) return null;
  return (
    <div role="group" aria-label="Проверка, что вы не робот" className="mt-4">
      <div ref={container} data-captcha-container="" className="min-h-16 rounded-xl" />
      {loadFailed || siteKey === null ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          {CAPTCHA_LOAD_ERROR}
        </p>
      ) : null}
    </div>
  );
}
