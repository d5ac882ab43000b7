import type { AlertMode } from '@lootmarket/domain';
import { and, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { alertModerators, alerts, alertStreams, widgets } from './alerts.tables';
import type { AlertRow } from './alerts.repo';

const waiting = and(isNull(alerts.seq), isNull(alerts.skippedAt));

/** SQL of held and delayed alerts, the streamer's mode and their moderators. */
export function createAlertHoldsRepo(db: Db) {
  return {
    async moderation(streamerId: number): Promise<{ mode: AlertMode; delaySeconds: number; paused: boolean }> {
      const [row] = await db
        .select({ mode: alertStreams.mode, delaySeconds: alertStreams.delaySeconds, paused: alertStreams.paused })
        .from(alertStreams)
        .where(eq(alertStreams.streamerId, streamerId));
      return row ?? { mode: 'auto', delaySeconds: 30, paused: false };
    },

    async saveModeration(streamerId: number, mode: AlertMode, delaySeconds: number): Promise<void> {
      await db
        .insert(alertStreams)
        .values({ streamerId, mode, delaySeconds })
        .onConflictDoUpdate({ target: alertStreams.streamerId, set: { mode, delaySeconds } });
    },

    /** The alert, locked for a change by this transaction. */
    async lockAlert(streamerId: number, id: number): Promise<AlertRow | undefined> {
      const [row] = await db
        .select()
        .from(alerts)
        .where(and(eq(alerts.streamerId, streamerId), eq(alerts.id, id)))
        .for('update');
      return row;
    },

    async release(id: number, seq: number, hideMessage: boolean): Promise<void> {
      await db
        .update(alerts)
        .set({ seq, hold: null, ...(hideMessage ? { messageHidden: true } : {}) })
        .where(eq(alerts.id, id));
    },

    async markSkipped(id: number): Promise<void> {
      await db
        .update(alerts)
        .set({ skippedAt: sql`now()` })
        .where(and(eq(alerts.id, id), isNull(alerts.skippedAt)));
    },

    async hideMessage(id: number): Promise<void> {
      await db.update(alerts).set({ messageHidden: true }).where(eq(alerts.id, id));
    },

    /** The streamer's delayed alerts whose time has come, locked; another process releasing them is skipped. */
    async lockDue(streamerId: number): Promise<AlertRow[]> {
      return db
        .select()
        .from(alerts)
        .where(
          and(
            eq(alerts.streamerId, streamerId),
            eq(alerts.hold, 'delayed'),
            waiting,
            lte(alerts.notBefore, sql`now()`),
          ),
        )
        .orderBy(alerts.id)
        .for('update', { skipLocked: true });
    },

    /** Streamers with a delayed alert due, for the periodic catch-up. */
    async streamersWithDue(limit: number): Promise<number[]> {
      const rows = rowsOf<{ streamer_id: string | number }>(
        await db.execute(sql`
          select distinct streamer_id from alerts
           where hold = 'delayed' and seq is null and skipped_at is null and not_before <= now()
           limit ${limit}`),
      );
      return rows.map((row) => Number(row.streamer_id));
    },

    async waiting(streamerId: number, limit: number): Promise<AlertRow[]> {
      return db
        .select()
        .from(alerts)
        .where(and(eq(alerts.streamerId, streamerId), waiting))
        .orderBy(alerts.id)
        .limit(limit);
    },

    /** Numbered or finished alerts, newest first. */
    async recent(streamerId: number, limit: number): Promise<AlertRow[]> {
      return db
        .select()
        .from(alerts)
        .where(and(eq(alerts.streamerId, streamerId), or(isNotNull(alerts.seq), isNotNull(alerts.skippedAt))))
        .orderBy(desc(alerts.id))
        .limit(limit);
    },

    /** The furthest any of the streamer's widgets has shown, and how many are connected now. */
    async cursor(streamerId: number, connectedSince: Date): Promise<{ shownUpTo: number; online: number }> {
      const [row] = await db
        .select({
          shownUpTo: sql<number>`coalesce(max(${widgets.ackedSeq}), 0)::bigint`,
          online: sql<number>`count(*) filter (where ${widgets.lastSeenAt} > ${connectedSince})::int`,
        })
        .from(widgets)
        .where(eq(widgets.streamerId, streamerId));
      return { shownUpTo: Number(row?.shownUpTo ?? 0), online: Number(row?.online ?? 0) };
    },

    /** The first numbered, unskipped alert past the cursor: the one an overlay shows now. */
    async headSeq(streamerId: number, after: number): Promise<number | null> {
      const [row] = await db
        .select({ seq: sql<number | null>`min(${alerts.seq})` })
        .from(alerts)
        .where(and(eq(alerts.streamerId, streamerId), gt(alerts.seq, after), isNull(alerts.skippedAt)));
      return row?.seq === null || row?.seq === undefined ? null : Number(row.seq);
    },

    /** Alerts of these sources (donation ids), for their states on the donation pages. */
    async bySources(streamerId: number, source: AlertRow['source'], sourceIds: string[]): Promise<AlertRow[]> {
      if (sourceIds.length === 0) return [];
      return db
        .select()
        .from(alerts)
        .where(and(eq(alerts.streamerId, streamerId), eq(alerts.source, source), inArray(alerts.sourceId, sourceIds)));
    },

    async isModerator(streamerId: number, userId: number): Promise<boolean> {
      const rows = await db
        .select({ userId: alertModerators.userId })
        .from(alertModerators)
        .where(and(eq(alertModerators.streamerId, streamerId), eq(alertModerators.userId, userId)));
      return rows.length > 0;
    },

    listModerators: (streamerId: number) =>
      db
        .select()
        .from(alertModerators)
        .where(eq(alertModerators.streamerId, streamerId))
        .orderBy(alertModerators.addedAt),

    moderatedBy: (userId: number) =>
      db.select().from(alertModerators).where(eq(alertModerators.userId, userId)).orderBy(alertModerators.addedAt),

    async addModerator(streamerId: number, userId: number) {
      const [row] = await db.insert(alertModerators).values({ streamerId, userId }).onConflictDoNothing().returning();
      return row;
    },

    async removeModerator(streamerId: number, userId: number): Promise<boolean> {
      const rows = await db
        .delete(alertModerators)
        .where(and(eq(alertModerators.streamerId, streamerId), eq(alertModerators.userId, userId)))
        .returning({ userId: alertModerators.userId });
      return rows.length > 0;
    },
  };
}
