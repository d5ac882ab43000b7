import { AUTH, HOUR_MS, toHeaderUser, type AuthTokens, type HeaderUser } from '@lootmarket/domain';
import type { Db } from '../../db/client';
import type { CaptchaVerifier } from '../../platform/captcha/captcha';
import { AppError } from '../../platform/http/app-error';
import { clientKey } from '../../platform/http/client-key';
import type { Mailer } from '../../platform/mail/mailer';
import type { UsersService } from '../users/users.service';
import { generateLoginCode, hashLoginCode } from './auth.crypto';
import { InvalidCodeError, tooSoon } from './auth.errors';
import { backoffWaitMs, type BackoffPolicy } from './code-backoff';
import { createEmailCodesRepo } from './email-codes.repo';
import type { SessionsService } from './sessions.service';

export const CODE_TTL_MS = 10 * 60_000;
export const MAX_CODE_ATTEMPTS = 5;
/** Failures within this long count towards the back-off. */
const FAILURE_WINDOW_MS = HOUR_MS;
/** One sign-in session for one address: a person mistyping gets five tries before any wait. */
export const SESSION_BACKOFF: BackoffPolicy = { free: 5, firstDelayMs: 1000, maxDelayMs: 15 * 60_000 };
const RESEND_MS = AUTH.codeResendDelaySec * 1000;

export type EmailCodeService = ReturnType<typeof createEmailCodeService>;

export interface EmailCodeDeps {
  db: Db;
  users: UsersService;
  sessions: SessionsService;
  mailer: Mailer;
  captcha: CaptchaVerifier;
  codeKey: Buffer;
  /** Failed checks from one client address, whatever the e-mail, before the back-off starts (shared offices). */
  clientFreeFailures?: number;
  now?: () => number;
}

export interface CodeSignIn extends AuthTokens {
  sessionID: string;
  user: HeaderUser;
  isNewUser: boolean;
  createdAt: string;
}

function codeMail(to: string, code: string) {
  const text = `Ваш код входа в Лутмаркет: ${code}\n\nКод действует 10 минут. Если вы не запрашивали вход, просто проигнорируйте это письмо.`;
  return { to, subject: 'Код входа в Лутмаркет', text };
}

/** Sign-in by a one-time code mailed to the address (ASVS 5.0 §6.5–6.6). */
export function createEmailCodeService({
  db,
  users,
  sessions,
  mailer,
  captcha,
  codeKey,
  clientFreeFailures = 20,
  now = Date.now,
}: EmailCodeDeps) {
  const repo = createEmailCodesRepo(db);
  const clientBackoff: BackoffPolicy = { ...SESSION_BACKOFF, free: clientFreeFailures };

  /**
   * Refuses a check while this session (for this address) or this client address is backing off. Other
   * sessions' failures never count here, so nobody can lock the owner of an address out of sign-in.
   */
  async function checkBackoff(email: string, sessionId: string, clientAddress: string, at: number): Promise<void> {
    const since = new Date(at - FAILURE_WINDOW_MS);
    const [session, client] = await Promise.all([
      repo.sessionFailuresSince(email, sessionId, since),
      repo.clientFailuresSince(clientAddress, since),
    ]);
    const waitMs = Math.max(
      backoffWaitMs(SESSION_BACKOFF, session.count, session.lastAt?.getTime() ?? null, at),
      backoffWaitMs(clientBackoff, client.count, client.lastAt?.getTime() ?? null, at),
    );
    if (waitMs <= 0) return;
    const seconds = Math.ceil(waitMs / 1000);
    throw tooSoon(`Слишком много неверных попыток. Попробуйте через ${seconds} с`, seconds);
  }

  async function checkCaptcha(token: string | undefined, ip: string): Promise<void> {
    if (!captcha.required) return;
    if (!token || !(await captcha.verify(token, ip)))
      throw new AppError('VALIDATION_FAILED', 'Подтвердите, что вы не робот');
  }

  async function refuseResend(email: string, sessionId: string): Promise<never> {
    const current = await repo.find(email, sessionId);
    const waitMs = current ? current.createdAt.getTime() + RESEND_MS - now() : RESEND_MS;
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    throw tooSoon(`Новый код можно запросить через ${seconds} с`, seconds);
  }

  return {
    /** Mails a fresh code bound to the session; refused while that session's previous one is younger than 45 s. */
    async requestCode(input: { email: string; sessionId: string; captchaToken?: string | undefined; ip: string }) {
      await checkCaptcha(input.captchaToken, input.ip);
      const code = generateLoginCode();
      const codeHash = hashLoginCode(codeKey, input.email, code);
      const createdAt = new Date(now());
      const stored = {
        email: input.email,
        sessionId: input.sessionId,
        codeHash,
        createdAt,
        expiresAt: new Date(createdAt.getTime() + CODE_TTL_MS),
      };
      if (!(await repo.replaceUnlessLocked(stored, new Date(createdAt.getTime() - RESEND_MS))))
        await refuseResend(input.email, input.sessionId);
      try {
        await mailer.send(codeMail(input.email, code));
      } catch {
        // A code nobody received must not hold the resend lock.
        await repo.deleteCode(input.email, codeHash);
        throw new AppError('UNAVAILABLE', 'Не удалось отправить письмо. Попробуйте ещё раз');
      }
      return { sessionID: input.sessionId, resendAfterSeconds: AUTH.codeResendDelaySec };
    },

    /** Checks the code and signs in, creating the account on first sign-in. */
    async signIn(input: { email: string; sessionId: string; code: string; ip: string }): Promise<CodeSignIn> {
      const at = new Date(now());
      await checkBackoff(input.email, input.sessionId, clientKey(input.ip), at.getTime());
      const codeHash = hashLoginCode(codeKey, input.email, input.code);
      const match = {
        email: input.email,
        sessionId: input.sessionId,
        codeHash,
        now: at,
        maxAttempts: MAX_CODE_ATTEMPTS,
      };
      if (!(await repo.consume(match))) {
        await repo.recordFailure({
          email: input.email,
          sessionId: input.sessionId,
          clientAddress: clientKey(input.ip),
          now: at,
        });
        throw new InvalidCodeError();
      }
      const account = await users.findOrCreateByEmail(input.email);
      const tokens = await sessions.start(Number(account.profile.user_id), account.roles, input.sessionId);
      return {
        ...tokens,
        sessionID: input.sessionId,
        user: toHeaderUser(account.profile),
        isNewUser: account.created,
        createdAt: account.createdAt.toISOString(),
      };
    },
  };
}
