import { z } from 'zod';
import { authTokensSchema } from '../auth-schemas';
import {
  emailCodeCallbackBodySchema,
  emailCodeRequestBodySchema,
  emailCodeSentSchema,
  okResponseSchema,
  popupProviderSchema,
  providerUrlResponseSchema,
  signInResultSchema,
  signInSessionQuerySchema,
} from '../contracts/sign-in';
import { defineEndpoint, PUBLIC_API } from './define';
import { SESSION_REFRESH_PATH } from './session-paths';

const providerParams = z.object({ provider: popupProviderSchema });

/** Signing in and out: e-mail codes, provider popups, token renewal. */
export const authEndpoints = {
  requestEmailCode: defineEndpoint({
    method: 'POST',
    path: `${PUBLIC_API}/auth/provider/email_code`,
    query: signInSessionQuerySchema,
    body: emailCodeRequestBodySchema,
    response: emailCodeSentSchema,
  }),
  signInWithEmailCode: defineEndpoint({
    method: 'POST',
    path: `${PUBLIC_API}/auth/provider/email_code/callback`,
    query: signInSessionQuerySchema,
    body: emailCodeCallbackBodySchema,
    response: signInResultSchema,
  }),
  refresh: defineEndpoint({ method: 'GET', path: SESSION_REFRESH_PATH, response: authTokensSchema }),
  logout: defineEndpoint({ method: 'POST', path: `${PUBLIC_API}/auth/logout`, response: okResponseSchema }),
  providerUrl: defineEndpoint({
    method: 'POST',
    path: `${PUBLIC_API}/auth/provider/:provider`,
    params: providerParams,
    query: signInSessionQuerySchema,
    response: providerUrlResponseSchema,
  }),
  telegramCallback: defineEndpoint({
    method: 'POST',
    path: `${PUBLIC_API}/auth/provider/:provider/callback`,
    params: providerParams,
    query: signInSessionQuerySchema,
    body: z.record(z.string(), z.unknown()),
    response: signInResultSchema,
  }),
};
