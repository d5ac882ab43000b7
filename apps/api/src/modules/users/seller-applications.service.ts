import {
  CONTACT_METHOD_TEXT,
  formatContact,
  UserRole,
  type ContactMethod,
  type SellerApplication,
} from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { inTransaction } from '../../db/transaction';
import type { StaffActor } from '../../platform/http/staff-permission';
import type { AuditRecorder } from '../audit/audit.ports';
import { AppError } from '../../platform/http/app-error';
import type { Mailer } from '../../platform/mail/mailer';
import type { NewNotification } from '../notifications/notifications.service';
import { SELLER_APPLICATION_DECIDED, sellerDecisionNotice } from './seller-application-notice';
import { createSellerApplicationsRepo, type SellerApplicationRow } from './seller-applications.repo';
import { createUsersRepo } from './users.repo';
import type { SellerApplicationStatus } from './users.tables';

export type SellerApplicationsService = ReturnType<typeof createSellerApplicationsService>;

/** Where seller leads go; the dev mailbox shows them when SMTP is not configured. */
export const SELLER_TEAM_MAILBOX = 'sellers@lootmarket.ru';
export const PENDING_CONFLICT_MESSAGE = 'Заявка уже на рассмотрении';

export interface SellerApplicationView {
  id: number;
  user_id: string;
  email: string | null;
  name: string;
  telegram_login: string;
  contact_method: ContactMethod;
  status: SellerApplicationStatus;
  created_at: string;
  decided_at: string | null;
}

function toView(row: SellerApplicationRow): SellerApplicationView {
  return {
    id: row.id,
    user_id: String(row.userId),
    email: row.email,
    name: row.name,
    telegram_login: row.telegramLogin,
    contact_method: row.contactMethod,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt ? row.decidedAt.toISOString() : null,
  };
}

export interface SellerApplicationsDeps {
  db: Db;
  mailer: Mailer;
  /** Told inside the approval's transaction, so the new seller's open sessions act with the role at once. */
  rolesChanged: (userIds: readonly number[], tx: Db) => Promise<void>;
  /** The applicant hears of the decision in the app, stored in the decision's own transaction. */
  notifications: { notify(notification: NewNotification, tx?: Db): Promise<boolean> };
  /** Where links in mails point. */
  siteUrl: string;
  /** Each decision writes its audit row in its transaction (decision 043). */
  audit?: AuditRecorder;
}

export function createSellerApplicationsService({
  db,
  mailer,
  rolesChanged,
  notifications,
  siteUrl,
  audit,
}: SellerApplicationsDeps) {
  const repo = createSellerApplicationsRepo(db);

  async function find(id: number): Promise<SellerApplicationView | undefined> {
    const row = await repo.findById(id);
    return row ? toView(row) : undefined;
  }

  /** Moves a pending application to `to`; repeating the same decision answers the same result. */
  async function decide(id: number, to: 'approved' | 'rejected', staff: StaffActor): Promise<SellerApplicationView> {
    const decided = await inTransaction(db, async (tx) => {
      const row = await createSellerApplicationsRepo(tx).decidePending(id, to, staff.staffId);
      if (!row) return undefined;
      await audit?.record(tx, {
        action: to === 'approved' ? 'seller_application.approve' : 'seller_application.reject',
        actor: staff.actor,
        target: { type: 'seller_application', id: String(id) },
        before: { status: 'pending' },
        after: { status: to, userId: row.userId },
        request: staff.request,
      });
      if (to === 'approved') {
        await createUsersRepo(tx).addRole(row.userId, UserRole.Seller);
        await rolesChanged([row.userId], tx);
      }
      const notice = sellerDecisionNotice(row.userId, to);
      await notifications.notify(
        { userId: row.userId, kind: SELLER_APPLICATION_DECIDED, ...notice, sourceKey: `seller-application:${id}` },
        tx,
      );
      return row;
    });
    const view = await find(id);
    if (!view) throw new AppError('NOT_FOUND');
    if (view.status !== to) throw new AppError('CONFLICT', 'По заявке уже принято другое решение');
    if (decided) await mailDecision(view, to);
    return view;
  }

  /** The decision by mail too; the stored decision and its in-app notice stand even if the mail server fails. */
  async function mailDecision(view: SellerApplicationView, to: 'approved' | 'rejected'): Promise<void> {
    if (!view.email) return;
    const notice = sellerDecisionNotice(Number(view.user_id), to);
    await mailer
      .send({ to: view.email, subject: notice.title, text: [notice.body, '', `${siteUrl}${notice.link}`].join('\n') })
      .catch((error: unknown) => console.warn('seller application: decision mail failed', error));
  }

  return {
    /** The console's queue: pending applications and the oldest one's age. */
    queueStats: () => repo.pending(),

    /** Files an application; one pending per user, enforced by a partial unique index. */
    async apply(userId: number, input: SellerApplication): Promise<SellerApplicationView> {
      try {
        return (await find(await repo.insert(userId, { method: input.contact_method, value: input.telegram_login })))!;
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', PENDING_CONFLICT_MESSAGE);
        throw error;
      }
    },

    /** Tells the seller team about a lead; the signed-in user is named so the team can reply. */
    async notifyTeam(userId: number, lead: { contact_method: ContactMethod; telegram_login: string }): Promise<void> {
      const user = await createUsersRepo(db).findById(userId);
      if (!user) throw new AppError('UNAUTHORIZED');
      const contact = formatContact(lead.contact_method, lead.telegram_login);
      await mailer.send({
        to: SELLER_TEAM_MAILBOX,
        subject: `Заявка продавца: ${contact}`,
        text: [
          `${CONTACT_METHOD_TEXT[lead.contact_method].name}: ${contact}`,
          `Пользователь: ${user.name} (id ${userId})`,
          `E-mail: ${user.email ?? '—'}`,
        ].join('\n'),
      });
    },

    /** The user's newest application, so the profile can show it is being reviewed or was decided. */
    async mine(userId: number): Promise<{ application: SellerApplicationView | null }> {
      const row = await repo.findLatestOfUser(userId);
      return { application: row ? toView(row) : null };
    },

    /** Pending first, then the latest decisions. */
    list: async (): Promise<SellerApplicationView[]> => (await repo.findLatest(200)).map(toView),

    approve: (id: number, staff: StaffActor) => decide(id, 'approved', staff),
    reject: (id: number, staff: StaffActor) => decide(id, 'rejected', staff),
  };
}
