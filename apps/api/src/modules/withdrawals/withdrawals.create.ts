import { createHash } from 'node:crypto';
import {
  CRYPTO_ASSET,
  formatCryptoCents,
  formatMoney,
  newWithdrawalState,
  quoteWithdrawal,
  withdrawalAmountProblem,
  type ConfirmationSent,
  type CreateOutcomeRequest,
  type OutcomeView,
  type WithdrawalRequest,
} from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../platform/http/app-error';
import type { WithdrawalsDeps } from './withdrawals.ports';
import type { WithdrawalQuotes } from './withdrawals.quotes';
import { createWithdrawalsRepo, type NewOutcome } from './withdrawals.repo';
import { assertNotBlocked } from './withdrawals.holds';
import { isAutoApprovable, risksOf } from './withdrawals.risks';
import type { StoredDestination } from './withdrawals.tables';
import { attemptOf, type Transitions } from './withdrawals.transitions';
import { destinationLabel, toOutcomeView } from './withdrawals.view';

export const WITHDRAWAL_AUTO_APPROVE_JOB = 'withdrawals.auto-approve';
export const KEY_REUSED_MESSAGE = 'Этот ключ идемпотентности уже использован для другой заявки';
export const WRONG_WITHDRAWAL_CODE_MESSAGE = 'Неверный или просроченный код подтверждения';
const IDEMPOTENCY_KEY = /^[\w-]{8,100}$/;

/** The code of a withdrawal is bound to its attempt (the client's Idempotency-Key) and to exactly what it asks. */
const purposeOf = (key: string) => `withdrawal:${key}`;

/** A hash of what the request asks for, code aside: the same key must always ask for the same thing. */
export function requestFingerprint(request: WithdrawalRequest): string {
  const where = request.type === 'sbp' ? [request.phone, request.bank_id] : [request.address, request.quote_id];
  return createHash('sha256')
    .update(JSON.stringify([request.type, request.amount, request.currency, ...where]))
    .digest('hex');
}

export function assertIdempotencyKey(key: string | undefined): string {
  if (!key || !IDEMPOTENCY_KEY.test(key))
    throw new AppError(
      'VALIDATION_FAILED',
      'Нужен заголовок Idempotency-Key: от 8 до 100 латинских букв, цифр, «-» и «_»',
    );
  return key;
}

/** 'seller@mail.ru' → 's****r@mail.ru'. */
function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}${'*'.repeat(Math.max(1, name.length - 2))}${name.length > 1 ? name.slice(-1) : ''}@${domain}`;
}

class WrongCode extends Error {}

/** 400 `INVALID_CODE`, as a wrong sign-in code answers, so the page shows the same red cells. */
function wrongCode(): AppError {
  const error = new AppError('VALIDATION_FAILED', WRONG_WITHDRAWAL_CODE_MESSAGE, {
    issues: [{ path: '/code', message: WRONG_WITHDRAWAL_CODE_MESSAGE }],
  });
  (error as { code: string }).code = 'INVALID_CODE';
  return error;
}

/** Asking for a code, and creating the outcome with it: validated, idempotent, reserved in one transaction. */
export function createWithdrawalCreation(deps: WithdrawalsDeps, quotes: WithdrawalQuotes, transitions: Transitions) {
  const { db, ledger, codes, now } = deps;

  /** Everything about a request that does not need the code: limits, balance, bank or rate, the fee. */
  async function prepare(userId: number, request: WithdrawalRequest) {
    await assertNotBlocked(deps, userId);
    const providerId = deps.providers.active[request.type];
    quotes.providerOf(request.type);
    const problem = withdrawalAmountProblem(request.type, request.currency, request.amount, Number.MAX_SAFE_INTEGER);
    if (problem) throw new AppError('VALIDATION_FAILED', problem, { issues: [{ path: '/amount', message: problem }] });
    let destination: StoredDestination;
    let rateScaled: number | null = null;
    if (request.type === 'sbp') {
      const bank = (await quotes.sbpBanks()).find((item) => item.id === request.bank_id);
      if (!bank)
        throw new AppError('VALIDATION_FAILED', 'Банк не найден среди участников СБП', {
          issues: [{ path: '/bank_id', message: 'Банк не найден среди участников СБП' }],
        });
      destination = { type: 'sbp', phone: request.phone, bankId: bank.id, bankName: bank.name };
    } else {
      rateScaled = (await quotes.liveQuote(userId, request.quote_id, request.currency)).rateScaled;
      destination = {
        type: 'crypto',
        asset: CRYPTO_ASSET.asset,
        network: CRYPTO_ASSET.network,
        address: request.address,
      };
    }
    if ((await quotes.available(userId, request.currency)) < request.amount)
      throw new AppError('INSUFFICIENT_FUNDS', 'Недостаточно средств на балансе');
    const priced = quoteWithdrawal(request.type, request.currency, request.amount, rateScaled)!;
    const destinationKey =
      destination.type === 'sbp' ? `sbp:${destination.phone}:${destination.bankId}` : `trc20:${destination.address}`;
    return { providerId: providerId!, destination, destinationKey, rateScaled, priced };
  }

  function codeMail(to: string, code: string, request: WithdrawalRequest, summary: string) {
    const text = [
      `Код подтверждения вывода: ${code}`,
      '',
      `Вывод ${formatMoney(request.amount, request.currency)} — ${summary}.`,
      'Код действует 10 минут и подходит только для этой заявки. Если вы не выводили деньги, никому не сообщайте код и смените способ входа.',
    ].join('\n');
    return { to, subject: 'Код подтверждения вывода средств', text };
  }

  /** Creates the outcome, reserves its money and queues its notices; undefined when the key was used before. */
  async function insert(
    tx: Db,
    userId: number,
    key: string,
    request: CreateOutcomeRequest,
    row: NewOutcome,
    autoApprove: boolean,
  ) {
    const repo = createWithdrawalsRepo(tx);
    const created = await repo.insertUnlessKeyUsed(row);
    if (!created) return undefined;
    if (
      !(await codes.consume(tx, {
        userId,
        purpose: purposeOf(key),
        subject: row.requestFingerprint,
        code: request.code,
      }))
    )
      throw new WrongCode();
    await transitions.record(tx, created, 'CREATED', { kind: 'user', id: userId }, {}, 'created');
    if (autoApprove) {
      const runAt = new Date(now() + deps.settings.autoApproveDelaySeconds * 1000);
      await deps.jobs.enqueue(tx, {
        kind: WITHDRAWAL_AUTO_APPROVE_JOB,
        payload: { outcomeId: created.id },
        runAt,
        dedupeKey: `withdrawal-auto-approve:${created.id}`,
      });
    }
    // Last: the reserve locks the wallet's row until commit, so concurrent withdrawals of one wallet wait
    // for each other only as long as the reserve and the commit take.
    await ledger.reservePayout(tx, attemptOf(created));
    return created;
  }

  return {
    /** Mails a code that confirms exactly this withdrawal under this key; checks everything a create would first. */
    async requestConfirmation(userId: number, key: string, request: WithdrawalRequest): Promise<ConfirmationSent> {
      const prepared = await prepare(userId, request);
      const email = await deps.users.contactEmail(userId);
      if (!email)
        throw new AppError('CONFLICT', 'Чтобы выводить деньги, войдите по e-mail: код подтверждения приходит на почту');
      const summary =
        prepared.priced.cryptoCents !== null
          ? `${formatCryptoCents(prepared.priced.cryptoCents)} USDT на ${destinationLabel(prepared.destination)}`
          : destinationLabel(prepared.destination);
      const sent = await codes.request({
        userId,
        purpose: purposeOf(key),
        subject: requestFingerprint(request),
        mail: (code) => codeMail(email, code, request, summary),
      });
      return {
        sent_to: maskEmail(email),
        resend_after_seconds: sent.resendAfterSeconds,
        expires_in_seconds: sent.expiresInSeconds,
      };
    },

    /**
     * Creates the withdrawal confirmed by the code, reserving its amount; the same key answers the same
     * outcome (replayed) and refuses another request. A wrong code, a short wallet or a bad destination
     * leave nothing behind.
     */
    async create(
      userId: number,
      key: string,
      request: CreateOutcomeRequest,
    ): Promise<{ outcome: OutcomeView; replayed: boolean }> {
      const fingerprint = requestFingerprint(request);
      const replay = async () => {
        const existing = await createWithdrawalsRepo(db).findByKey(userId, key);
        if (!existing) return null;
        if (existing.requestFingerprint !== fingerprint)
          throw new AppError('CONFLICT', KEY_REUSED_MESSAGE, { reason: 'idempotency_key_reused' });
        return { outcome: toOutcomeView(existing), replayed: true };
      };
      const earlier = await replay();
      if (earlier) return earlier;
      await codes.assertNotLocked(userId);
      const prepared = await prepare(userId, request);
      const risks = await risksOf(deps, userId, prepared.destinationKey);
      const at = new Date(now());
      const row: NewOutcome = {
        userId,
        type: request.type,
        ...newWithdrawalState(),
        amount: request.amount,
        currency: request.currency,
        fee: prepared.priced.fee,
        cryptoCents: prepared.priced.cryptoCents,
        rateScaled: prepared.rateScaled,
        destination: prepared.destination,
        destinationKey: prepared.destinationKey,
        provider: prepared.providerId,
        idempotencyKey: key,
        requestFingerprint: fingerprint,
        risks,
        createdAt: at,
        updatedAt: at,
      };
      const autoApprove = isAutoApprovable(risks, request.amount, request.currency, deps.settings.autoApproveLimits);
      try {
        const created = await inTransaction(db, (tx) => insert(tx, userId, key, request, row, autoApprove));
        if (created) return { outcome: toOutcomeView(created), replayed: false };
      } catch (error) {
        if (!(error instanceof WrongCode)) throw error;
        await codes.recordFailure(userId, purposeOf(key));
        throw wrongCode();
      }
      // Another request with the same key committed first: answer what it created.
      return (await replay())!;
    },
  };
}
