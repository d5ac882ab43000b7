export const APP_ENVS = ['production', 'stage', 'development'] as const;
export type AppEnv = (typeof APP_ENVS)[number];

/** Captcha guards e-mail login in production only, so local and stage logins stay scriptable. */
export function isCaptchaRequired(env: AppEnv): boolean {
  return env === 'production';
}
