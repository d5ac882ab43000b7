import { z } from 'zod';
import { authTokensSchema } from '../auth-schemas';
import { headerUserSchema } from '../users';

/** The browser's login session, which ties a code or a provider popup to the tab that asked for it. */
export const signInSessionQuerySchema = z.object({
  sessionID: z.string().regex(/^[A-Za-z0-9_-]{8,128}$/),
});

/** E-mail is validated in the handler so a bad address answers with the form's own message. */
export const emailCodeRequestBodySchema = z.object({
  email: z.string().max(320),
  captcha_token: z.string().min(1).max(4096).optional(),
});

export const emailCodeSentSchema = z.object({
  sessionID: z.string(),
  resendAfterSeconds: z.number().int(),
});
export type EmailCodeSent = z.infer<typeof emailCodeSentSchema>;

export const emailCodeCallbackBodySchema = z.object({
  email: z.string().max(320),
  code: z.string().max(32),
});

/** A finished sign-in: the tokens (also set as cookies), the session and who signed in. */
export const signInResultSchema = authTokensSchema.extend({
  sessionID: z.string(),
  user: headerUserSchema,
  /** True when this sign-in created the account. */
  isNewUser: z.boolean(),
  /** When the account was created (ISO 8601); the client labels a registration from it. */
  createdAt: z.string(),
});

/** Providers that sign in through a popup window. */
export const popupProviderSchema = z.enum(['telegram', 'vk', 'twitch']);
export type PopupProviderName = z.infer<typeof popupProviderSchema>;

export const providerUrlResponseSchema = z.object({ url: z.string() });

/** The answer of a write that has nothing else to say. */
export const okResponseSchema = z.object({ ok: z.literal(true) });
