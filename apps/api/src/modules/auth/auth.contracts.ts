import { authTokensSchema, headerUserSchema } from '@lootmarket/domain';
import { z } from 'zod';

export const sessionQuerySchema = z.object({
  sessionID: z.string().regex(/^[A-Za-z0-9_-]{8,128}$/),
});

/** E-mail is validated in the handler so a bad address answers with the form's own message. */
export const codeRequestBodySchema = z.object({
  email: z.string().max(320),
  captcha_token: z.string().min(1).max(4096).optional(),
});

export const codeRequestResponseSchema = z.object({
  sessionID: z.string(),
  resendAfterSeconds: z.number().int(),
});

export const codeCallbackBodySchema = z.object({
  email: z.string().max(320),
  code: z.string().max(32),
});

export const codeCallbackResponseSchema = authTokensSchema.extend({
  sessionID: z.string(),
  user: headerUserSchema,
  /** True when this sign-in created the account. */
  isNewUser: z.boolean(),
  /** When the account was created (ISO 8601); the client labels a registration from it. */
  createdAt: z.string(),
});

export const okSchema = z.object({ ok: z.literal(true) });
