import type { LoginStep } from '@lootmarket/domain';

export const AUTH_TITLES = {
  variants: 'Вход / Авторизация',
  email: 'Введи E-mail',
  code: 'Введи код',
  guestDonation: 'Оформление доната',
  guestOrder: 'Оформление заказа',
} as const;

/** True on a streamer's donation page, `/{username}/donate`, where guest checkout is a donation. */
export function isDonatePath(pathname: string): boolean {
  return /^\/[^/]+\/donate\/?$/.test(pathname);
}

/** The modal title for a step; the guest step names what is being checked out. */
export function stepTitle(step: LoginStep, pathname: string): string {
  if (step === 'guest') return isDonatePath(pathname) ? AUTH_TITLES.guestDonation : AUTH_TITLES.guestOrder;
  return AUTH_TITLES[step];
}

/** Where Back leads; null on the first step, which has no Back button. */
export function previousStep(step: LoginStep): LoginStep | null {
  if (step === 'variants') return null;
  return step === 'code' ? 'email' : 'variants';
}

/** A code was just sent: leaving by accident would waste it, so only Back leaves the code step. */
export function isDismissible(step: LoginStep): boolean {
  return step !== 'code';
}

/** The consent note belongs to signing in, not to buying as a guest. */
export function showsConsent(step: LoginStep): boolean {
  return step !== 'guest';
}

/** "0:45" style remaining time. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Where a connect action leads once the visitor is logged in; the profile page runs the action. */
export function connectActionPath(userId: string, action: string): string {
  return `/${encodeURIComponent(userId)}?action=${encodeURIComponent(action)}`;
}
