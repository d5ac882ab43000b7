import { UserRole, type SellerApplication } from '@lootmarket/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/http/app-error';
import type { Mailer } from '../../platform/mail/mailer';
import { withRole } from '../users/users.repo';
import { isUniqueViolation } from '../users/users.service';
import { sellerApplications, users, type SellerApplicationStatus } from '../users/users.tables';

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
  status: SellerApplicationStatus;
  created_at: string;
  decided_at: string | null;
}

const columns = {
  id: sellerApplications.id,
  userId: sellerApplications.userId,
  email: users.email,
  name: users.name,
  telegramLogin: sellerApplications.telegramLogin,
  status: sellerApplications.status,
  createdAt: sellerApplications.createdAt,
  decidedAt: sellerApplications.decidedAt,
};

type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | ((typeof columns)[K]['_']['notNull'] extends true ? never : null) };

function toView(row: Row): SellerApplicationView {
  return {
    id: row.id,
    user_id: String(row.userId),
    email: row.email,
    name: row.name,
    telegram_login: row.telegramLogin,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt ? row.decidedAt.toISOString() : null,
  };
}

export function createSellerApplicationsService({ db, mailer }: { db: Db; mailer: Mailer }) {
  async function find(id: number): Promise<SellerApplicationView | undefined> {
    const [row] = await db.select(columns).from(sellerApplications).innerJoin(users, eq(users.id, sellerApplications.userId)).where(eq(sellerApplications.id, id));
    return row ? toView(row) : undefined;
  }

  /** Moves a pending application to `to`; repeating the same decision answers the same result. */
  async function decide(id: number, to: 'approved' | 'rejected', adminId: number): Promise<SellerApplicationView> {
    await db.transaction(async (tx) => {
      const [decided] = await tx
        .update(sellerApplications)
        .set({ status: to, decidedAt: new Date(), decidedBy: adminId })
        .where(and(eq(sellerApplications.id, id), eq(sellerApplications.status, 'pending')))
        .returning({ userId: sellerApplications.userId });
      if (decided && to === 'approved') await tx.update(users).set({ roles: withRole(UserRole.Seller) }).where(eq(users.id, decided.userId));
    });
    const view = await find(id);
    if (!view) throw new AppError('NOT_FOUND');
    if (view.status !== to) throw new AppError('CONFLICT', 'По заявке уже принято другое решение');
    return view;
  }

  return {
    /** Files an application; one pending per user, enforced by a partial unique index. */
    async apply(userId: number, input: SellerApplication): Promise<SellerApplicationView> {
      try {
        const [row] = await db.insert(sellerApplications).values({ userId, telegramLogin: input.telegram_login }).returning({ id: sellerApplications.id });
        return (await find(row!.id))!;
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', PENDING_CONFLICT_MESSAGE);
        throw error;
      }
    },

    /** Tells the seller team about a lead; the signed-in user is named so the team can reply. */
    async notifyTeam(userId: number, telegramLogin: string): Promise<void> {
      const [user] = await db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, userId));
      if (!user) throw new AppError('UNAUTHORIZED');
      await mailer.send({
        to: SELLER_TEAM_MAILBOX,
        subject: `Заявка продавца: @${telegramLogin}`,
        text: [`Telegram: @${telegramLogin}`, `Пользователь: ${user.name} (id ${userId})`, `E-mail: ${user.email ?? '—'}`].join('\n'),
      });
    },

    /** Pending first, then the latest decisions. */
    async list(): Promise<SellerApplicationView[]> {
      const rows = await db
        .select(columns)
        .from(sellerApplications)
        .innerJoin(users, eq(users.id, sellerApplications.userId))
        .orderBy(sql`${sellerApplications.status} = 'pending' desc`, desc(sellerApplications.createdAt), desc(sellerApplications.id))
        .limit(200);
      return rows.map(toView);
    },

    approve: (id: number, adminId: number) => decide(id, 'approved', adminId),
    reject: (id: number, adminId: number) => decide(id, 'rejected', adminId),
  };
}
