import { headerUserSchema } from '@lootmarket/domain';
import { z } from 'zod';
import { requestProviderUrl, type LoginAnswer } from './auth-api';
import type { PopupProvider } from './variants-step';

export const AUTH_MESSAGE_TYPE = 'lootmarket:auth';
export const POPUP_SIZE = { width: 500, height: 600 };
export const POPUP_POLL_MS = 500;
/**
 * The window posts its result and closes itself at once; on a busy machine the poll can see it closed
 * before the message is dispatched here, so listening goes on this long after the window is gone.
 */
export const POPUP_CLOSE_GRACE_MS = 2000;
export const POPUP_BLOCKED_MESSAGE = 'Браузер заблокировал окно входа. Разрешите всплывающие окна для сайта';
export const POPUP_FAILED_MESSAGE = 'Не удалось войти. Попробуйте ещё раз';

const messageSchema = z.discriminatedUnion('ok', [
  z.object({
    type: z.literal(AUTH_MESSAGE_TYPE),
    ok: z.literal(true),
    sessionID: z.string().min(1),
    user: headerUserSchema,
    isNewUser: z.boolean().optional(),
    createdAt: z.string().optional(),
  }),
  z.object({ type: z.literal(AUTH_MESSAGE_TYPE), ok: z.literal(false), error: z.string().optional() }),
]);

export type PopupOutcome = { ok: true; answer: LoginAnswer } | { ok: false; message: string };

/** A 500×600 window centred on the screen the page is on. */
export function popupFeatures(win: Pick<Window, 'screenX' | 'screenY' | 'outerWidth' | 'outerHeight'>): string {
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - POPUP_SIZE.width) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - POPUP_SIZE.height) / 2));
  return `popup=yes,width=${POPUP_SIZE.width},height=${POPUP_SIZE.height},left=${left},top=${top}`;
}

/** Reads a message from the provider window; anything from another origin or of another shape is not ours. */
export function readAuthMessage(event: Pick<MessageEvent, 'origin' | 'data'>, ownOrigin: string): PopupOutcome | null {
  if (event.origin !== ownOrigin) return null;
  const parsed = messageSchema.safeParse(event.data);
  if (!parsed.success) return null;
  if (!parsed.data.ok) return { ok: false, message: parsed.data.error ?? POPUP_FAILED_MESSAGE };
  const { user, sessionID, isNewUser, createdAt } = parsed.data;
  return { ok: true, answer: { user, sessionId: sessionID, isNewUser, createdAt } };
}

/**
 * Opens the provider's sign-in window and reports its outcome once. The window opens synchronously so
 * the browser counts it as the click's; the address follows when the server answers. Returns false
 * when the browser blocked the window.
 */
export function openProviderPopup(input: {
  provider: PopupProvider;
  sessionId: string;
  onOutcome: (outcome: PopupOutcome) => void;
  win?: Window;
}): boolean {
  const win = input.win ?? window;
  const popup = win.open('about:blank', `lootmarket-auth-${input.provider}`, popupFeatures(win));
  if (!popup) return false;
  let finished = false;

  const onMessage = (event: MessageEvent) => {
    const outcome = readAuthMessage(event, win.location.origin);
    if (!outcome || finished) return;
    finished = true;
    input.onOutcome(outcome);
  };
  const timer = win.setInterval(() => {
    if (!popup.closed) return;
    win.clearInterval(timer);
    win.setTimeout(() => win.removeEventListener('message', onMessage), POPUP_CLOSE_GRACE_MS);
  }, POPUP_POLL_MS);
  win.addEventListener('message', onMessage);

  requestProviderUrl(input.provider, input.sessionId).then(
    (url) => popup.location.replace(url),
    () => {
      popup.close();
      if (!finished) input.onOutcome({ ok: false, message: POPUP_FAILED_MESSAGE });
      finished = true;
    },
  );
  return true;
}
