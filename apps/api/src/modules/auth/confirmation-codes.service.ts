import { AUTH, HOUR_MS } from '@lootmarket/domain';
import { createHmac } from 'node:crypto';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/http/app-error';
import type { Mail, Mailer } from '../../platform/mail/mailer';
import { generateLoginCode } from './auth.crypto';
import { tooSoon } from './auth.errors';
import { CODE_TTL_MS, MAX_CODE_ATTEMPTS } from './email-code.service';

/** Wrong confirmation codes a signed-in user may enter in an hour; only that user's own session can. */
const MAX_FAILURES_PER_HOUR = 100;
import { createConfirmationCodesRepo } from './confirmation-codes.repo';

const RESEND_MS = AUTH.codeResendDelaySec * 1000;
export const WRONG_CONFIRMATION_CODE_MESSAGE = 'Неверный или просроченный код подтверждения';

export type ConfirmationCodes = ReturnType<typeof createConfirmationCodes>;

export interface ConfirmationRequest {
  userId: number;
  /** What the code is for, e.g. 'withdrawal'; one live code per user and purpose. */
  purpose: string;
  /** The action's exact parameters, canonical: the code confirms this and nothing else. */
  subject: string;
  /** The mail carrying the code. */
  mail: (code: string) => Mail;
}

/**
 * One-time codes that confirm an action of a signed-in user, on the sign-in code's rules (ASVS 5.0
 * §6.5–6.6): six CSPRNG digits, keyed hashes only, single use, ten minutes, five tries per code, a
 * resend after 45 s, at most 100 failures an hour. The hash covers the subject, which binds the code
 * to the action it was mailed for.
 */
export function createConfirmationCodes({
  db,
  mailer,
  codeKey,
  now = Date.now,
}: {
  db: Db;
  mailer: Mailer;
  codeKey: Buffer;
  now?: () => number;
}) {
  const hash = (userId: number, purpose: string, subject: string, code: string) =>
    createHmac('sha256', codeKey).update(`${userId}\n${purpose}\n${subject}\n${code}`).digest('hex');

  return {
    /** Mails a fresh code; refused with 429 while the previous one is younger than 45 s. */
    async request(input: ConfirmationRequest): Promise<{ resendAfterSeconds: number; expiresInSeconds: number }> {
      const repo = createConfirmationCodesRepo(db);
      const code = generateLoginCode();
      const codeHash = hash(input.userId, input.purpose, input.subject, code);
      const createdAt = new Date(now());
      const stored = {
        userId: input.userId,
        purpose: input.purpose,
        codeHash,
        createdAt,
        expiresAt: new Date(createdAt.getTime() + CODE_TTL_MS),
      };
      if (!(await repo.replaceUnlessLocked(stored, new Date(createdAt.getTime() - RESEND_MS)))) {
        const current = await repo.find(input.userId, input.purpose);
        const seconds = Math.max(1, Math.ceil(((current?.createdAt.getTime() ?? now()) + RESEND_MS - now()) / 1000));
        throw tooSoon(`Новый код можно запросить через ${seconds} с`, seconds);
      }
      try {
        await mailer.send(input.mail(code));
      } catch {
        // A code nobody received must not hold the resend lock.
        await repo.remove(input.userId, input.purpose, codeHash);
        throw new AppError('UNAVAILABLE', 'Не удалось отправить письмо. Попробуйте ещё раз');
      }
      return { resendAfterSeconds: AUTH.codeResendDelaySec, expiresInSeconds: CODE_TTL_MS / 1000 };
    },

    /** Refuses with 429 a user who failed too often in the last hour; call before `consume`. */
    async assertNotLocked(userId: number): Promise<void> {
      if (
        (await createConfirmationCodesRepo(db).failuresSince(userId, new Date(now() - HOUR_MS))) >=
        MAX_FAILURES_PER_HOUR
      ) {
        throw tooSoon('Слишком много неверных кодов. Попробуйте через час', HOUR_MS / 1000);
      }
    },

    /** Uses the code up inside the caller's transaction; false for a wrong, used, expired or exhausted one. */
    consume: (tx: Db, input: { userId: number; purpose: string; subject: string; code: string }): Promise<boolean> =>
      createConfirmationCodesRepo(tx).consume({
        ...input,
        codeHash: hash(input.userId, input.purpose, input.subject, input.code),
        now: new Date(now()),
        maxAttempts: MAX_CODE_ATTEMPTS,
      }),

    /** Counts a wrong code, outside the refused action's transaction so that the count survives its rollback. */
    recordFailure: (userId: number, purpose: string): Promise<void> =>
      createConfirmationCodesRepo(db).recordFailure(userId, purpose, new Date(now())),
  };
}
