import type { AlertModerator } from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../platform/http/app-error';
import type { AuditRecorder } from '../audit/audit.ports';
import type { Actor } from './alert-controls';
import { createAlertHoldsRepo } from './alert-holds.repo';

/** What the moderators list needs from users: find an account, and name it. */
export interface ModeratorDirectory {
  idByEmail(email: string): Promise<number | null>;
  /** A streamer's id by their donation page's slug. */
  idBySlug(slug: string): Promise<number | null>;
  exists(userId: number): Promise<boolean>;
  names(ids: number[]): Promise<Map<number, string>>;
  emails(ids: number[]): Promise<Map<number, string>>;
}

export const MODERATORS_MAX = 20;

const NOT_FOUND_MESSAGE = 'Пользователь не найден: он должен хотя бы раз войти на Лутмаркет';

/** An e-mail, or a profile (`/123`), storefront (`/seller/123`) or donation page (`/slug`) link. */
export function parseModeratorKey(raw: string): { email: string } | { id: number } | { slug: string } {
  const text = raw.trim();
  if (/^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/.test(text)) return { email: text.toLowerCase() };
  let path: string;
  try {
    path = new URL(/^https?:\/\//i.test(text) ? text : `https://host/${text.replace(/^\/+/, '')}`).pathname;
  } catch {
    throw new AppError('VALIDATION_FAILED', 'Укажите e-mail или ссылку на профиль');
  }
  const parts = path.split('/').filter(Boolean);
  const id = parts[0] === 'seller' || parts[0] === 'donate' ? parts[1] : parts[0];
  if (id && /^\d{1,15}$/.test(id)) return { id: Number(id) };
  if (id && /^[a-z0-9_-]{2,40}$/i.test(id)) return { slug: id.toLowerCase() };
  throw new AppError('VALIDATION_FAILED', 'Укажите e-mail или ссылку на профиль');
}

/** A streamer's moderators: added by e-mail or link, removed by id, each change in the audit log. */
export function createAlertModerators({
  db,
  audit,
  users,
}: {
  db: Db;
  audit: AuditRecorder;
  users: ModeratorDirectory;
}) {
  const holds = createAlertHoldsRepo(db);

  async function resolve(raw: string): Promise<number> {
    const key = parseModeratorKey(raw);
    const id =
      'email' in key
        ? await users.idByEmail(key.email)
        : 'slug' in key
          ? await users.idBySlug(key.slug)
          : (await users.exists(key.id))
            ? key.id
            : null;
    if (id === null) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
    return id;
  }

  async function describe(rows: { userId: number; addedAt: Date }[]): Promise<AlertModerator[]> {
    const ids = rows.map((row) => row.userId);
    const [names, emails] = await Promise.all([users.names(ids), users.emails(ids)]);
    return rows.map((row) => ({
      userId: row.userId,
      name: names.get(row.userId) ?? 'Пользователь',
      email: emails.get(row.userId) ?? null,
      addedAt: row.addedAt.toISOString(),
    }));
  }

  const record = (tx: Db, actor: Actor, action: string, userId: number) =>
    audit.record(tx, {
      action,
      actor: { type: 'user', id: String(actor.userId) },
      target: { type: 'alert_moderator', id: `${actor.userId}:${userId}` },
      after: { streamerId: actor.userId, userId },
      ...(actor.request ? { request: actor.request } : {}),
    });

  return {
    list: async (streamerId: number) => ({ items: await describe(await holds.listModerators(streamerId)) }),

    async add(actor: Actor, raw: string): Promise<AlertModerator> {
      const userId = await resolve(raw);
      if (userId === actor.userId) throw new AppError('VALIDATION_FAILED', 'Свой канал вы и так ведёте сами');
      const current = await holds.listModerators(actor.userId);
      const existing = current.find((row) => row.userId === userId);
      if (existing) return (await describe([existing]))[0]!;
      if (current.length >= MODERATORS_MAX)
        throw new AppError('CONFLICT', `Модераторов может быть не больше ${MODERATORS_MAX}`);
      const row = await inTransaction(db, async (tx) => {
        const added = await createAlertHoldsRepo(tx).addModerator(actor.userId, userId);
        if (added) await record(tx, actor, 'moderator.add', userId);
        return added ?? { userId, addedAt: new Date() };
      });
      return (await describe([row]))[0]!;
    },

    async remove(actor: Actor, userId: number): Promise<void> {
      await inTransaction(db, async (tx) => {
        const removed = await createAlertHoldsRepo(tx).removeModerator(actor.userId, userId);
        if (!removed) throw new AppError('NOT_FOUND', 'Такого модератора нет');
        await record(tx, actor, 'moderator.remove', userId);
      });
    },
  };
}

export type AlertModerators = ReturnType<typeof createAlertModerators>;
