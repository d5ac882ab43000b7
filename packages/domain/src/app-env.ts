import { z } from 'zod';

export const APP_ENVS = ['production', 'stage', 'development'] as const;
export type AppEnv = (typeof APP_ENVS)[number];
export const appEnvSchema = z.enum(APP_ENVS);

/** Captcha guards e-mail login in production only, so local and stage logins stay scriptable. */
export function isCaptchaRequired(env: AppEnv): boolean {
  return env === 'production';
}

/** Dates are shown in Russian; the time zone is the browser's. */
export const DATE_LOCALE = 'ru';
export const PAGE_LOCALE = 'ru_RU';
