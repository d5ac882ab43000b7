import { isRegistrationLogin } from '@lootmarket/domain';

export type LoginMethod = 'email' | 'telegram' | 'vk' | 'twitch';

export type AuthAnalyticsEvent =
  | { event: 'login' | 'registration'; method: LoginMethod }
  | { event: 'guest_mail_submit' | 'skip_auth'; product: unknown };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function loginEvent(isRegistration: boolean, method: LoginMethod = 'email'): AuthAnalyticsEvent {
  return { event: isRegistration ? 'registration' : 'login', method };
}

export function guestMailSubmitEvent(product: unknown): AuthAnalyticsEvent {
  return { event: 'guest_mail_submit', product: product ?? null };
}

export function skipAuthEvent(product: unknown): AuthAnalyticsEvent {
  return { event: 'skip_auth', product: product ?? null };
}

/** The tag manager may load after us or not at all (blockers), so the queue is created on demand. */
export function pushAnalytics(payload: AuthAnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  window.dataLayer.push(payload);
}

/**
 * A login counts as a registration when the account is at most five minutes old (spec §9). The
 * creation time decides when the server sends it; its own flag is the fallback.
 */
export function isRegistration(answer: { createdAt?: string; isNewUser?: boolean }, nowMs: number): boolean {
  const createdMs = answer.createdAt ? Date.parse(answer.createdAt) : Number.NaN;
  if (Number.isFinite(createdMs)) return isRegistrationLogin(createdMs, nowMs);
  return answer.isNewUser === true;
}
