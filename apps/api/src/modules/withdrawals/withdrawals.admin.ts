import {
  isRiskHeld,
  WITHDRAWAL_OUTCOME_STATUSES,
  type AdminPayout,
  type AdminPayoutDetail,
  type AdminPayoutsQuery,
  type AdminPayoutsResponse,
  type PayoutUserHistory,
  type WithdrawalEventType,
  type WithdrawalOutcomeStatus,
} from '@lootmarket/domain';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../platform/http/app-error';
import type { StaffActor } from '../../platform/http/staff-permission';
import type { JobHandler } from '../../platform/jobs/jobs.worker';
import { WITHDRAWAL_AUTO_APPROVE_JOB } from './withdrawals.create';
import type { WithdrawalsDeps } from './withdrawals.ports';
import { createWithdrawalsRepo, type OutcomeEventRow, type OutcomeRow } from './withdrawals.repo';
import { assertNotBlocked, BLOCKED_PAYOUT_MESSAGE } from './withdrawals.holds';
import { recentTrouble, riskView } from './withdrawals.risks';
import type { Actor, TransitionOptions, Transitions } from './withdrawals.transitions';
import { toOutcomeView } from './withdrawals.view';

const NOT_FOUND = 'Заявка на вывод не найдена';
const NOT_HELD = 'Этот вывод не задержан проверкой риска — его одобряет один сотрудник';
const NOT_WAITING = 'Вывод уже не ждёт решения';
/** Events that let money go out; a block of the owner holds them (decision 041). */
const SENDS_MONEY = new Set<WithdrawalEventType>(['APPROVE', 'RETRY']);
const autoApprovePayload = z.object({ outcomeId: z.uuid() });

/** Support's side of withdrawals: the queue with risk signals, and decisions recorded with who and when. */
export function createWithdrawalsAdmin(deps: WithdrawalsDeps, transitions: Transitions) {
  const { db } = deps;

  /** Names of the people behind recorded steps, asked once each. */
  async function actorNames(events: OutcomeEventRow[]): Promise<Map<number, string>> {
    const ids = [...new Set(events.map((event) => event.actorId).filter((id): id is number => id !== null))];
    const names = await Promise.all(
      ids.map(async (id) => [id, (await deps.users.signedInById(id))?.profile.name ?? `#${id}`] as const),
    );
    return new Map(names);
  }

  /** Each user's record now: withdrawals by status and the last 30 days' trouble. */
  async function historiesOf(userIds: number[]): Promise<Map<number, PayoutUserHistory>> {
    const counts = await createWithdrawalsRepo(db).statusCountsOfUsers(userIds);
    const histories = await Promise.all(
      userIds.map(async (userId) => {
        const trouble = await recentTrouble(deps, userId);
        const withdrawals = Object.fromEntries(
          WITHDRAWAL_OUTCOME_STATUSES.map((status) => [
            status,
            counts.find((line) => line.userId === userId && line.status === status)?.n ?? 0,
          ]),
        ) as Record<WithdrawalOutcomeStatus, number>;
        const history: PayoutUserHistory = {
          withdrawals,
          recent_disputes: trouble.disputes,
          recent_order_refunds: trouble.orderRefunds,
          recent_donation_refunds: trouble.donationRefunds,
        };
        return [userId, history] as const;
      }),
    );
    return new Map(histories);
  }

  async function toAdminPayouts(rows: OutcomeRow[]): Promise<AdminPayout[]> {
    const ids = [...new Set(rows.map((row) => row.userId))];
    const repo = createWithdrawalsRepo(db);
    const [people, paid, histories, events] = await Promise.all([
      Promise.all(
        ids.map(
          async (id) =>
            [id, { user: await deps.users.signedInById(id), email: await deps.users.contactEmail(id) }] as const,
        ),
      ).then((entries) => new Map(entries)),
      repo.paidTotals(ids),
      historiesOf(ids),
      repo.findEventsOf(rows.map((row) => row.id)),
    ]);
    const names = await actorNames(events);
    return rows.map((row) => {
      const person = people.get(row.userId)!;
      return {
        ...toOutcomeView(row),
        user: {
          id: row.userId,
          name: person.user?.profile.name ?? `#${row.userId}`,
          email: person.email,
          created_at: (person.user?.createdAt ?? row.createdAt).toISOString(),
        },
        risks: row.risks.map(riskView),
        paid_before: paid
          .filter((line) => line.userId === row.userId)
          .map(({ amount, currency }) => ({ amount, currency })),
        history: histories.get(row.userId)!,
        provider: row.provider,
        attempt: row.attempt,
        auto_approved: row.autoApproved,
        events: events
          .filter((event) => event.outcomeId === row.id)
          .map((event) => ({
            type: event.type,
            status: event.status,
            actor: event.actor,
            actor_id: event.actorId,
            actor_name: event.actorId === null ? null : (names.get(event.actorId) ?? null),
            reason: event.reason,
            at: event.at.toISOString(),
          })),
      };
    });
  }

  /** Applies a decision to the locked outcome inside `tx`; `heldCheck` says how a risk hold is treated. */
  async function decideIn(
    tx: Db,
    id: string,
    type: WithdrawalEventType,
    actor: Actor,
    options: TransitionOptions & { heldCheck?: 'refuse' | 'require' } = {},
  ): Promise<OutcomeRow> {
    const { heldCheck, ...transition } = options;
    const row = await createWithdrawalsRepo(tx).lockById(id);
    if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
    if (heldCheck === 'refuse' && row.status === 'outcome_status_new' && isRiskHeld(row.risks))
      throw new AppError('FOUR_EYES_REQUIRED');
    if (heldCheck === 'require') assertReleasable(row);
    if (SENDS_MONEY.has(type)) await assertNotBlocked(deps, row.userId, { message: BLOCKED_PAYOUT_MESSAGE, tx });
    return transitions.apply(tx, row, type, actor, transition);
  }

  /** Locks the outcome and applies a decision in one transaction. */
  const decide = (
    id: string,
    type: WithdrawalEventType,
    actor: Actor,
    options: TransitionOptions & { heldCheck?: 'refuse' | 'require' } = {},
  ): Promise<OutcomeRow> => inTransaction(db, (tx) => decideIn(tx, id, type, actor, options));

  /** A staff member's decision and its audit row, in one transaction (decision 050). */
  const decideAudited = (
    id: string,
    type: WithdrawalEventType,
    staff: StaffActor,
    action: string,
    options: TransitionOptions & { heldCheck?: 'refuse' | 'require' } = {},
  ): Promise<OutcomeRow> =>
    inTransaction(db, async (tx) => {
      const row = await decideIn(tx, id, type, admin(staff.staffId), options);
      await deps.audit.record(tx, {
        action,
        actor: staff.actor,
        request: staff.request,
        target: { type: 'payouts', id },
        reason: options.reason ?? null,
        after: { status: row.status, amount: row.amount, currency: row.currency, attempt: row.attempt },
      });
      return row;
    });

  /** Only a waiting withdrawal on a risk hold is released through four-eyes. */
  function assertReleasable(row: OutcomeRow): void {
    if (row.status !== 'outcome_status_new') throw new AppError('CONFLICT', NOT_WAITING, { status: row.status });
    if (!isRiskHeld(row.risks)) throw new AppError('CONFLICT', NOT_HELD);
  }

  const admin = (adminId: number): Actor => ({ kind: 'admin', id: adminId });

  return {
    decide,

    /** One status's queue, oldest first, with the counts of every status for the tabs. */
    async queue(query: AdminPayoutsQuery): Promise<AdminPayoutsResponse> {
      const repo = createWithdrawalsRepo(db);
      const [{ rows, total }, counted] = await Promise.all([
        repo.listByStatus(query.status, query.limit, query.offset),
        repo.countsByStatus(),
      ]);
      const counts = Object.fromEntries(
        WITHDRAWAL_OUTCOME_STATUSES.map((status) => [status, counted.find((line) => line.status === status)?.n ?? 0]),
      ) as Record<WithdrawalOutcomeStatus, number>;
      return { items: await toAdminPayouts(rows), total, counts };
    },

    /** One withdrawal with its whole history: every step, who took it and when. */
    async detail(id: string): Promise<AdminPayoutDetail> {
      const row = await createWithdrawalsRepo(db).findById(id);
      if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
      const [payout] = await toAdminPayouts([row]);
      return payout!;
    },

    /** One staff member's approval; a withdrawal on a risk hold is refused here — it goes through four-eyes. */
    approve: (id: string, staff: StaffActor) =>
      decideAudited(id, 'APPROVE', staff, 'payouts.approve', { heldCheck: 'refuse' }),
    reject: (id: string, staff: StaffActor, reason: string) =>
      decideAudited(id, 'REJECT', staff, 'payouts.reject', { reason }),
    retry: (id: string, staff: StaffActor) => decideAudited(id, 'RETRY', staff, 'payouts.retry', { reason: null }),

    /** What releasing a held withdrawal would pay out, checked before the four-eyes request is made. */
    async releaseQuote(id: string): Promise<{ amount: number; currency: OutcomeRow['currency'] }> {
      const row = await createWithdrawalsRepo(db).findById(id);
      if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
      assertReleasable(row);
      return { amount: row.amount, currency: row.currency };
    },

    /** The second staff member's approval pays a held withdrawal out, in the approval's transaction. */
    release: async (tx: Db, id: string, adminId: number): Promise<void> =>
      void (await decideIn(tx, id, 'APPROVE', admin(adminId), { heldCheck: 'require' })),

    jobHandlers: {
      /** Small withdrawals of users without risk signals go out by themselves; one the owner cancelled meanwhile stays cancelled. */
      [WITHDRAWAL_AUTO_APPROVE_JOB]: async (payload) => {
        const { outcomeId } = autoApprovePayload.parse(payload);
        await inTransaction(db, async (tx) => {
          const row = await createWithdrawalsRepo(tx).lockById(outcomeId);
          // A blocked owner's withdrawal stays waiting in the queue for a person to decide.
          if (row && !(await deps.users.blockOf(row.userId, tx)))
            await transitions.tryApply(
              tx,
              row,
              'APPROVE',
              { kind: 'system', id: null },
              { patch: { autoApproved: true } },
            );
        });
      },
    } as Record<string, JobHandler>,
  };
}
