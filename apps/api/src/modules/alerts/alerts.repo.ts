import type { AlertMode, AlertSource, WidgetType } from '@lootmarket/domain';
import { and, desc, eq, getTableColumns, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { alerts, alertStreams, widgetMedia, widgets } from './alerts.tables';

export type AlertRow = typeof alerts.$inferSelect;
export type NewAlertRow = Omit<typeof alerts.$inferInsert, 'seq' | 'id' | 'createdAt' | 'notBefore'> & {
  notBefore?: Date | SQL | null;
};
export type WidgetRow = typeof widgets.$inferSelect;

/** One overlay's refill: up to `limit` alerts of its widget after `afterSeq` (and after the widget's cursor). */
export interface RefillRequest {
  widgetId: number;
  afterSeq: number;
  limit: number;
}

/** Which alerts each widget type shows: purchases go to offer and combined widgets, donations to donation and combined. */
export const WIDGET_SOURCES: Readonly<Record<WidgetType, readonly AlertSource[]>> = {
  donation: ['donation', 'test'],
  offer: ['order', 'test_order'],
  combined: ['donation', 'order', 'test', 'test_order'],
  goal: [],
  media: [],
  unknown: [],
};

/** The same rule in SQL, for the one-query lookup of a widget's next alert. */
const shownByWidgetType: SQL = sql.join(
  Object.entries(WIDGET_SOURCES)
    .filter(([, sources]) => sources.length > 0)
    .map(([type, sources]) => sql`(${widgets.type} = ${type} and ${inArray(alerts.source, [...sources])})`),
  sql` or `,
);

/** An alert joined with a widget can go on screen: queue not paused, a kind the widget shows, at or above its minimum (tests always). */
const deliverable: SQL = sql`coalesce(${alertStreams.paused}, false) = false
  and ${alerts.skippedAt} is null
  and (${shownByWidgetType})
  and (${alerts.source} in ('test', 'test_order') or ${alerts.amountMinor} >= coalesce((${widgets.settings} -> 'minAmounts' ->> ${alerts.currency})::bigint, 0))`;

export function createAlertsRepo(db: Db) {
  return {
    /**
     * The streamer's next alert number, and how their alerts reach the screen; the counter row stays
     * locked until the transaction ends.
     */
    async nextSeq(streamerId: number): Promise<{ seq: number; mode: AlertMode; delaySeconds: number }> {
      const [row] = await db
        .insert(alertStreams)
        .values({ streamerId, lastSeq: 1 })
        .onConflictDoUpdate({ target: alertStreams.streamerId, set: { lastSeq: sql`${alertStreams.lastSeq} + 1` } })
        .returning({ seq: alertStreams.lastSeq, mode: alertStreams.mode, delaySeconds: alertStreams.delaySeconds });
      return row!;
    },

    async findBySource(streamerId: number, source: AlertSource, sourceId: string): Promise<AlertRow | undefined> {
      const [row] = await db
        .select()
        .from(alerts)
        .where(and(eq(alerts.streamerId, streamerId), eq(alerts.source, source), eq(alerts.sourceId, sourceId)))
        .limit(1);
      return row;
    },

    async insertAlert(row: NewAlertRow & { seq: number | null }): Promise<AlertRow> {
      const [inserted] = await db.insert(alerts).values(row).returning();
      return inserted!;
    },

    async findBySeq(streamerId: number, seq: number): Promise<AlertRow | undefined> {
      const [row] = await db
        .select()
        .from(alerts)
        .where(and(eq(alerts.streamerId, streamerId), eq(alerts.seq, seq)))
        .limit(1);
      return row;
    },

    async findAlert(streamerId: number, id: number): Promise<AlertRow | undefined> {
      const [row] = await db
        .select()
        .from(alerts)
        .where(and(eq(alerts.streamerId, streamerId), eq(alerts.id, id)))
        .limit(1);
      return row;
    },

    /**
     * The next alert a connected widget should show, in one query for the delivery path: none while the
     * streamer's queue is paused, otherwise the oldest unshown alert of the widget's kinds above its minimum.
     */
    async nextForWidget(widgetId: number): Promise<AlertRow | undefined> {
      const [row] = await db
        .select({ alert: alerts })
        .from(widgets)
        .innerJoin(alerts, and(eq(alerts.streamerId, widgets.streamerId), gt(alerts.seq, widgets.ackedSeq)))
        .leftJoin(alertStreams, eq(alertStreams.streamerId, widgets.streamerId))
        .where(and(eq(widgets.id, widgetId), deliverable))
        .orderBy(alerts.seq)
        .limit(1);
      return row?.alert;
    },

    /**
     * Of these overlay positions, the ones (by index) with an alert to show after them: the periodic
     * catch-up asks once for all of them. Per position one probe of the (streamer_id, seq) index that stops
     * at the first deliverable alert.
     */
    async widgetsWithPending(positions: Omit<RefillRequest, 'limit'>[]): Promise<number[]> {
      if (positions.length === 0) return [];
      const values = sql.join(
        positions.map(
          (position, index) => sql`(${index}::int, ${position.widgetId}::bigint, ${position.afterSeq}::bigint)`,
        ),
        sql`, `,
      );
      // `offset 0` keeps the probe per position: unnested into a semi join, it hashes every alert.
      const rows = await db
        .select({ at: sql<number>`position.at`.mapWith(Number) })
        .from(
          sql`(values ${values}) as position(at, widget_id, after_seq)
            join ${widgets} on ${widgets.id} = position.widget_id
            left join ${alertStreams} on ${alertStreams.streamerId} = ${widgets.streamerId}`,
        )
        .where(
          sql`exists (select 1 from ${alerts}
                       where ${alerts.streamerId} = ${widgets.streamerId}
                         and ${alerts.seq} > greatest(${widgets.ackedSeq}, position.after_seq)
                         and ${deliverable}
                      offset 0)`,
        );
      return rows.map((row) => row.at);
    },

    /**
     * Several overlays' refills in one query: per request (by its index) the deliverable alerts after
     * both its own position and the widget's cursor, oldest first, at most its limit. Each request is one
     * ordered scan of the (streamer_id, seq) index that stops at its limit. Written as a row comparison
     * (the same rows as `streamer_id = … and seq > …`) because with the plain form PostgreSQL expects a
     * streamer's average handful of alerts and reads a rushed streamer's whole backlog to sort it
     * (decision 051).
     */
    async nextAfter(requests: RefillRequest[]): Promise<Map<number, AlertRow[]>> {
      const found = new Map<number, AlertRow[]>(requests.map((_, index) => [index, []]));
      if (requests.length === 0) return found;
      const values = sql.join(
        requests.map(
          (request, index) =>
            sql`(${index}::int, ${request.widgetId}::bigint, ${request.afterSeq}::bigint, ${request.limit}::int)`,
        ),
        sql`, `,
      );
      const source = sql`(values ${values}) as request(at, widget_id, after_seq, lim)
        join ${widgets} on ${widgets.id} = request.widget_id
        left join ${alertStreams} on ${alertStreams.streamerId} = ${widgets.streamerId}
        cross join lateral (
          select * from ${alerts}
           where (${alerts.streamerId}, ${alerts.seq}) > (${widgets.streamerId}, greatest(${widgets.ackedSeq}, request.after_seq))
             and ${alerts.streamerId} <= ${widgets.streamerId}
             and ${deliverable}
           order by ${alerts.streamerId}, ${alerts.seq}
           limit request.lim
        ) as next_alert`;
      // The columns are read from the lateral subquery, each decoded as the table's column would be.
      const columns = Object.fromEntries(
        Object.entries(getTableColumns(alerts)).map(([key, column]) => [
          key,
          sql`next_alert.${sql.identifier(column.name)}`.mapWith(column),
        ]),
      );
      const rows = await db
        .select({ at: sql<number>`request.at`.mapWith(Number), alert: columns })
        .from(source)
        .orderBy(sql`request.at`, sql`next_alert.seq`);
      for (const row of rows) found.get(row.at)!.push(row.alert as AlertRow);
      return found;
    },

    async recentAlerts(streamerId: number, limit: number): Promise<AlertRow[]> {
      return db.select().from(alerts).where(eq(alerts.streamerId, streamerId)).orderBy(desc(alerts.seq)).limit(limit);
    },

    async findStream(streamerId: number) {
      const [row] = await db.select().from(alertStreams).where(eq(alertStreams.streamerId, streamerId)).limit(1);
      return row;
    },

    async setPaused(streamerId: number, paused: boolean): Promise<void> {
      await db
        .insert(alertStreams)
        .values({ streamerId, paused })
        .onConflictDoUpdate({ target: alertStreams.streamerId, set: { paused } });
    },

    /** Moves the widget's cursor forward only: a late or repeated acknowledgement never rewinds it. */
    async acknowledge(widgetId: number, alertId: number): Promise<void> {
      await db
        .update(widgets)
        .set({ ackedSeq: sql`greatest(${widgets.ackedSeq}, ${alerts.seq})` })
        .from(alerts)
        .where(and(eq(widgets.id, widgetId), eq(alerts.id, alertId), eq(alerts.streamerId, widgets.streamerId)));
    },

    /**
     * Many acknowledgements in one statement: per widget the furthest counts, of its own streamer's alerts,
     * forward only. The rows are locked in id order (as `markSeen` locks them), so two batches over the
     * same widgets wait for each other instead of deadlocking; a widget already past the alert is not locked.
     */
    async acknowledgeMany(acks: { widgetId: number; alertId: number }[]): Promise<void> {
      if (acks.length === 0) return;
      const pairs = sql.join(
        acks.map((ack) => sql`(${ack.widgetId}::bigint, ${ack.alertId}::bigint)`),
        sql`, `,
      );
      await db.execute(sql`
        with shown as (
          select acked.widget_id, alerts.streamer_id, max(alerts.seq) as seq
            from (values ${pairs}) as acked(widget_id, alert_id)
            join alerts on alerts.id = acked.alert_id
           group by acked.widget_id, alerts.streamer_id
        ), locked as (
          select widgets.id, shown.seq
            from widgets join shown on widgets.id = shown.widget_id and widgets.streamer_id = shown.streamer_id
           where widgets.acked_seq < shown.seq
           order by widgets.id
             for update of widgets
        )
        update widgets set acked_seq = greatest(widgets.acked_seq, locked.seq)
          from locked
         where widgets.id = locked.id`);
    },

    async findWidget(id: number): Promise<WidgetRow | undefined> {
      const [row] = await db.select().from(widgets).where(eq(widgets.id, id)).limit(1);
      return row;
    },

    async listWidgets(streamerId: number): Promise<WidgetRow[]> {
      return db.select().from(widgets).where(eq(widgets.streamerId, streamerId)).orderBy(widgets.id);
    },

    async countWidgets(streamerId: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(widgets)
        .where(eq(widgets.streamerId, streamerId));
      return row?.count ?? 0;
    },

    async insertWidget(row: typeof widgets.$inferInsert): Promise<WidgetRow> {
      const [inserted] = await db.insert(widgets).values(row).returning();
      return inserted!;
    },

    async updateWidget(
      id: number,
      streamerId: number,
      patch: Partial<typeof widgets.$inferInsert>,
    ): Promise<WidgetRow | undefined> {
      const [row] = await db
        .update(widgets)
        .set({ ...patch, updatedAt: new Date() })
        .where(and(eq(widgets.id, id), eq(widgets.streamerId, streamerId)))
        .returning();
      return row;
    },

    async rotateToken(id: number, streamerId: number, nonce: string): Promise<WidgetRow | undefined> {
      const [row] = await db
        .update(widgets)
        .set({ tokenNonce: nonce, tokenVersion: sql`${widgets.tokenVersion} + 1`, updatedAt: new Date() })
        .where(and(eq(widgets.id, id), eq(widgets.streamerId, streamerId)))
        .returning();
      return row;
    },

    async deleteWidget(id: number, streamerId: number): Promise<boolean> {
      const rows = await db
        .delete(widgets)
        .where(and(eq(widgets.id, id), eq(widgets.streamerId, streamerId)))
        .returning({ id: widgets.id });
      return rows.length > 0;
    },

    /** Heartbeats lock their rows in id order, like acknowledgements, so the two never deadlock. */
    async markSeen(ids: number[], at: Date | null): Promise<void> {
      if (ids.length === 0) return;
      const locked = db
        .select({ id: widgets.id })
        .from(widgets)
        .where(inArray(widgets.id, ids))
        .orderBy(widgets.id)
        .for('update');
      await db.update(widgets).set({ lastSeenAt: at }).where(inArray(widgets.id, locked));
    },

    async insertMedia(widgetId: number, file: string, contentType: string, data: Buffer): Promise<void> {
      await db.insert(widgetMedia).values({ widgetId, file, contentType, data });
    },

    async deleteMedia(file: string): Promise<void> {
      await db.delete(widgetMedia).where(eq(widgetMedia.file, file));
    },

    async findMedia(file: string) {
      const [row] = await db
        .select({ contentType: widgetMedia.contentType, data: widgetMedia.data })
        .from(widgetMedia)
        .where(eq(widgetMedia.file, file))
        .limit(1);
      return row;
    },
  };
}

export type AlertsRepo = ReturnType<typeof createAlertsRepo>;
