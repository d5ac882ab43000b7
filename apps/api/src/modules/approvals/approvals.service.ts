import {
  can,
  FOUR_EYES_REFUND_MINOR,
  type ApprovalKind,
  type Money,
  type Permission,
  type StaffApproval,
  type StaffApprovalList,
  type StaffRefundRequest,
} from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../platform/http/app-error';
import type { AuditEntry, AuditRecorder } from '../audit/audit.ports';
import { createApprovalsRepo, type ApprovalRow } from './approvals.repo';

/** Who acts, from where, and what they may do: the audit row's actor and the approver's check. */
export type ApprovalActor = Pick<AuditEntry, 'actor' | 'request'> & { staffId: number; roles: readonly number[] };

/** What orders do for a refund: check it against the order, and carry it out in the caller's transaction. */
export interface ApprovalRefunds {
  quote(orderId: string, request: Pick<StaffRefundRequest, 'full' | 'amount'>): Promise<Money>;
  refund(tx: Db, orderId: string, request: StaffRefundRequest, staffId: number): Promise<Money>;
}

/** What withdrawals do for a payout held for risk: check it can be released, and release it in the caller's transaction. */
export interface ApprovalPayouts {
  quote(withdrawalId: string): Promise<Money>;
  release(tx: Db, withdrawalId: string, staffId: number): Promise<void>;
}

export interface ApprovalsDeps {
  db: Db;
  audit: AuditRecorder;
  refunds: ApprovalRefunds;
  payouts: ApprovalPayouts;
  names(ids: number[]): Promise<Map<number, string>>;
  now: () => number;
}

/** The permission a second staff member needs to approve each kind of request. */
const APPROVER_PERMISSION: Record<ApprovalKind, Permission> = {
  'order.refund': 'refunds.destructive',
  'payout.release': 'payouts.write',
};
const TARGET_TYPE: Record<ApprovalKind, string> = { 'order.refund': 'order', 'payout.release': 'withdrawal' };

export const ALREADY_WAITING_MESSAGE = 'По этому заказу уже ждёт подтверждения другой запрос';
export const RELEASE_WAITING_MESSAGE = 'Выплата этого вывода уже ждёт подтверждения';
export const NOT_PENDING_MESSAGE = 'Запрос уже подтверждён или отклонён';
export const SELF_APPROVAL_MESSAGE = 'Подтвердить запрос должен другой сотрудник';

/**
 * Four-eyes (decision 042): a refund of 10 000 ₽ or more waits as a request until a different staff member
 * approves it — which carries it out — or rejects it. Smaller refunds are done at once. Every step writes its
 * audit row in the transaction of its change.
 */
export function createApprovalsService(deps: ApprovalsDeps) {
  const { db, audit, now } = deps;
  const repo = createApprovalsRepo(db);

  async function views(rows: ApprovalRow[]): Promise<StaffApproval[]> {
    const names = await deps.names([...new Set(rows.flatMap((row) => [row.requestedBy, row.decidedBy ?? []].flat()))]);
    const person = (id: number) => ({ id: String(id), name: names.get(id) ?? `#${id}` });
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      status: row.status,
      targetId: row.targetId,
      amount: row.amountMinor === null || !row.currency ? null : { amount: row.amountMinor, currency: row.currency },
      reason: row.reason,
      requestedBy: person(row.requestedBy),
      requestedAt: row.requestedAt.toISOString(),
      decidedBy: row.decidedBy === null ? null : person(row.decidedBy),
      decidedAt: row.decidedAt?.toISOString() ?? null,
      rejectReason: row.rejectReason,
    }));
  }
  const view = async (row: ApprovalRow) => (await views([row]))[0]!;

  const entry = (
    row: ApprovalRow,
    action: string,
    actor: ApprovalActor,
    extra: Partial<AuditEntry> = {},
  ): AuditEntry => ({
    action,
    actor: actor.actor,
    request: actor.request,
    target: { type: TARGET_TYPE[row.kind], id: row.targetId },
    reason: row.reason,
    after: { approval: row.id, amount: row.amountMinor, currency: row.currency, ...row.payload },
    ...extra,
  });

  /** Carries out an approved (or small) request inside `tx`. */
  async function execute(tx: Db, row: ApprovalRow, staffId: number): Promise<void> {
    if (row.kind === 'payout.release') return deps.payouts.release(tx, row.targetId, staffId);
    await deps.refunds.refund(tx, row.targetId, { ...(row.payload as object), reason: row.reason }, staffId);
  }

  /** Inserts a request once per staff member and key; the same key again answers the first request. */
  async function once(
    actor: ApprovalActor,
    key: string,
    work: (tx: Db) => Promise<ApprovalRow>,
    waitingMessage = ALREADY_WAITING_MESSAGE,
  ) {
    const earlier = await repo.findByKey(actor.staffId, key);
    if (earlier) return view(earlier);
    try {
      return await view(await inTransaction(db, work));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const replay = await repo.findByKey(actor.staffId, key);
      if (replay) return view(replay);
      throw new AppError('CONFLICT', waitingMessage);
    }
  }

  return {
    /**
     * A manual refund: below the four-eyes line it is done at once, from it up it waits for a second staff
     * member. Idempotent per staff member and key.
     */
    async requestRefund(
      orderId: string,
      request: StaffRefundRequest,
      actor: ApprovalActor,
      idempotencyKey: string,
    ): Promise<StaffApproval> {
      const earlier = await repo.findByKey(actor.staffId, idempotencyKey);
      if (earlier) return view(earlier);
      // Read before the transaction: the four-eyes line is drawn on the order as it is now.
      const amount = await deps.refunds.quote(orderId, request);
      return once(actor, idempotencyKey, async (tx) => {
        const txRepo = createApprovalsRepo(tx);
        // Whatever its size, no refund goes past one that waits for its second staff member.
        if (await txRepo.hasPending('order.refund', orderId)) throw new AppError('CONFLICT', ALREADY_WAITING_MESSAGE);
        const needsSecond = amount.amount >= FOUR_EYES_REFUND_MINOR;
        const at = new Date(now());
        const row = await txRepo.insert({
          kind: 'order.refund',
          targetId: orderId,
          payload: request.full ? { full: true } : { amount: amount.amount },
          amountMinor: amount.amount,
          currency: amount.currency,
          reason: request.reason,
          needsSecond,
          status: needsSecond ? 'pending' : 'done',
          requestedBy: actor.staffId,
          requestedAt: at,
          idempotencyKey,
          ...(needsSecond ? {} : { decidedBy: actor.staffId, decidedAt: at }),
        });
        if (needsSecond) await audit.record(tx, entry(row, 'order.refund.request', actor));
        else {
          await execute(tx, row, actor.staffId);
          await audit.record(tx, entry(row, 'order.refund', actor));
        }
        return row;
      });
    },

    /**
     * A withdrawal on a risk hold (decision 050): the first staff member's request to pay it out always waits
     * for a second one, whose approval releases it. Idempotent per staff member and key.
     */
    async requestPayoutRelease(
      withdrawalId: string,
      reason: string,
      actor: ApprovalActor,
      idempotencyKey: string,
    ): Promise<StaffApproval> {
      const earlier = await repo.findByKey(actor.staffId, idempotencyKey);
      if (earlier) return view(earlier);
      const amount = await deps.payouts.quote(withdrawalId);
      return once(
        actor,
        idempotencyKey,
        async (tx) => {
          const txRepo = createApprovalsRepo(tx);
          if (await txRepo.hasPending('payout.release', withdrawalId))
            throw new AppError('CONFLICT', RELEASE_WAITING_MESSAGE);
          const row = await txRepo.insert({
            kind: 'payout.release',
            targetId: withdrawalId,
            payload: {},
            amountMinor: amount.amount,
            currency: amount.currency,
            reason,
            needsSecond: true,
            status: 'pending',
            requestedBy: actor.staffId,
            requestedAt: new Date(now()),
            idempotencyKey,
          });
          await audit.record(tx, entry(row, 'payout.release.request', actor));
          return row;
        },
        RELEASE_WAITING_MESSAGE,
      );
    },

    /** A second staff member approves: the action is carried out in the same transaction. Never the requester. */
    async approve(id: string, actor: ApprovalActor): Promise<StaffApproval> {
      return view(
        await inTransaction(db, async (tx) => {
          const txRepo = createApprovalsRepo(tx);
          const row = await txRepo.lock(id);
          if (!row) throw new AppError('NOT_FOUND', 'Запрос не найден');
          if (!can(actor.roles, APPROVER_PERMISSION[row.kind])) throw new AppError('FORBIDDEN');
          if (row.status === 'done' && row.decidedBy === actor.staffId && row.needsSecond) return row;
          if (row.status !== 'pending') throw new AppError('CONFLICT', NOT_PENDING_MESSAGE, { status: row.status });
          if (row.requestedBy === actor.staffId) throw new AppError('SELF_APPROVAL', SELF_APPROVAL_MESSAGE);
          await execute(tx, row, actor.staffId);
          const done = await txRepo.update(id, {
            status: 'done',
            decidedBy: actor.staffId,
            decidedAt: new Date(now()),
          });
          await audit.record(tx, entry(done, 'approval.approve', actor));
          const after = { approval: done.id, amount: done.amountMinor, ...done.payload, requestedBy: row.requestedBy };
          await audit.record(tx, entry(done, row.kind, actor, { after }));
          return done;
        }),
      );
    },

    /** Rejects a waiting request with a reason; nothing is carried out. */
    async reject(id: string, reason: string, actor: ApprovalActor): Promise<StaffApproval> {
      return view(
        await inTransaction(db, async (tx) => {
          const txRepo = createApprovalsRepo(tx);
          const row = await txRepo.lock(id);
          if (!row) throw new AppError('NOT_FOUND', 'Запрос не найден');
          if (!can(actor.roles, APPROVER_PERMISSION[row.kind])) throw new AppError('FORBIDDEN');
          if (row.status === 'rejected' && row.decidedBy === actor.staffId) return row;
          if (row.status !== 'pending') throw new AppError('CONFLICT', NOT_PENDING_MESSAGE, { status: row.status });
          const rejected = await txRepo.update(id, {
            status: 'rejected',
            decidedBy: actor.staffId,
            decidedAt: new Date(now()),
            rejectReason: reason,
          });
          await audit.record(tx, entry(rejected, 'approval.reject', actor, { reason }));
          return rejected;
        }),
      );
    },

    /** The «Ожидают второго подтверждения» queue, oldest first, with its size and age. */
    async list(): Promise<StaffApprovalList> {
      const [rows, stats] = await Promise.all([repo.pending(100), repo.pendingStats()]);
      return { items: await views(rows), count: stats.count, oldestWaitingSince: stats.oldest?.toISOString() ?? null };
    },

    /** For the console's home: how many requests wait and since when. */
    async queueStats(): Promise<{ count: number; oldestWaitingSince: Date | null }> {
      const stats = await repo.pendingStats();
      return { count: stats.count, oldestWaitingSince: stats.oldest };
    },

    /** Every request about one target (an order's refunds), newest first. */
    forTarget: async (kind: ApprovalKind, targetId: string): Promise<StaffApproval[]> =>
      views(await repo.forTarget(kind, targetId)),
  };
}

export type ApprovalsService = ReturnType<typeof createApprovalsService>;
