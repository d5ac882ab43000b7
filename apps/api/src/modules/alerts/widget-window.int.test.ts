import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { inTransaction } from '../../db/transaction';
import { createTestApp, type TestApp } from '../../test-app';
import { createWidgetHub, type WidgetHub } from './widget-hub';
import { demoAlerts, overlayModel, OverlaySocket, until } from './widget-hub.test-support';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`a window of alerts per overlay on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let hub: WidgetHub;
  const errors: unknown[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    await t.demo.streamers();
    hub = createWidgetHub({
      alerts: t.services.alerts,
      widgets: t.services.widgets,
      events: t.services.events,
      onError: (error) => errors.push(error),
      sweepMs: 60_000,
    });
    await hub.start();
  });
  afterAll(async () => {
    expect(errors).toEqual([]);
    await hub.stop();
    await t.close();
  });

  const streamerId = (index: number) => demoAlerts(t).streamerId(index);
  const donation = (streamer: number, message: string) => demoAlerts(t).donation(streamer, message);
  const donations = async (streamer: number, messages: string[]) => {
    const ids: string[] = [];
    for (const message of messages) ids.push((await donation(streamer, message)).id);
    return ids;
  };
  const newWidget = async (streamer: number) => (await t.services.widgets.create(streamer, { type: 'donation' })).id;
  async function attach(widgetId: number, window?: number): Promise<OverlaySocket> {
    const socket = new OverlaySocket();
    await hub.attach(socket as unknown as WebSocket, (await t.services.widgets.findRow(widgetId))!, window);
    return socket;
  }

  it('sends as many alerts as the window holds, in order, and one more per alert acknowledged', async () => {
    const streamer = await streamerId(0);
    const widget = await newWidget(streamer);
    const ids = await donations(streamer, ['о1', 'о2', 'о3', 'о4', 'о5', 'о6', 'о7']);
    const overlay = await attach(widget, 4);
    await until(() => overlay.alerts().length === 4, 'four alerts');
    await pause(200);
    expect(overlay.alerts()).toEqual(['о1', 'о2', 'о3', 'о4']);
    expect(hub.backlog().waiting).toBe(1);

    overlay.ack(ids[0]!);
    await until(() => overlay.alerts().length === 5, 'the fifth alert');
    // Acknowledging the third acknowledges the second too: two places free.
    overlay.ack(ids[2]!);
    await until(() => overlay.alerts().length === 7, 'the sixth and seventh');
    await pause(200);
    expect(overlay.alerts()).toEqual(['о1', 'о2', 'о3', 'о4', 'о5', 'о6', 'о7']);
    overlay.close();
  });

  it('shows each of 50 alerts exactly once and in order while they arrive and the overlay acknowledges as it goes', async () => {
    const streamer = await streamerId(1);
    const overlay = await attach(await newWidget(streamer), 4);
    const model = overlayModel(overlay);
    const expected = Array.from({ length: 50 }, (_, index) => `раш ${index + 1}`);
    const enqueued = donations(streamer, expected);
    const deadline = Date.now() + 20_000;
    while (model.shown.length < expected.length && Date.now() < deadline) {
      if (!model.showNext()) await pause(5);
      else {
        await pause(Math.random() * 10);
        model.finish();
      }
    }
    await enqueued;
    expect(model.shown.map((alert) => alert.message)).toEqual(expected);
    // Nothing recalled, so nothing repeated on the wire either.
    expect(overlay.alerts()).toEqual(expected);
    overlay.close();
  });

  it('gives an overlay that asks for no window one alert at a time', async () => {
    const streamer = await streamerId(2);
    const widget = await newWidget(streamer);
    const ids = await donations(streamer, ['по одному 1', 'по одному 2', 'по одному 3']);
    const overlay = await attach(widget);
    await until(() => overlay.alerts().length === 1, 'the first alert');
    await pause(200);
    expect(overlay.alerts()).toEqual(['по одному 1']);
    overlay.ack(ids[0]!);
    await until(() => overlay.alerts().length === 2, 'the second alert');
    await pause(200);
    expect(overlay.alerts()).toEqual(['по одному 1', 'по одному 2']);
    // A pause takes nothing back from it: it holds only the alert on screen.
    await t.services.alerts.setPaused(streamer, true);
    await pause(200);
    expect(overlay.log()).toEqual(['по одному 1', 'по одному 2']);
    await t.services.alerts.setPaused(streamer, false);
    overlay.close();
  });

  it('on pause takes back the alerts not on screen yet, sends nothing until resume, then each is shown once', async () => {
    const streamer = await streamerId(3);
    const widget = await newWidget(streamer);
    await donations(streamer, ['п1', 'п2', 'п3', 'п4', 'п5']);
    const overlay = await attach(widget, 4);
    const model = overlayModel(overlay);
    await until(() => overlay.alerts().length === 4, 'four alerts');
    expect(model.showNext()?.message).toBe('п1');

    await t.services.alerts.setPaused(streamer, true);
    await until(() => overlay.log().includes('recall'), 'the recall');
    await donation(streamer, 'п6');
    await pause(300);
    expect(overlay.log()).toEqual(['п1', 'п2', 'п3', 'п4', 'recall']);
    expect(model.queued()).toEqual([]);

    await t.services.alerts.setPaused(streamer, false);
    // п1 is still on screen, not acknowledged: it comes again and the overlay ignores it.
    await until(() => overlay.alerts().length === 8, 'the alerts again');
    expect(overlay.log()).toEqual(['п1', 'п2', 'п3', 'п4', 'recall', 'п1', 'п2', 'п3', 'п4']);
    model.finish();
    while (model.shown.length < 6) {
      if (!model.showNext()) await pause(10);
      else model.finish();
    }
    expect(model.shown.map((alert) => alert.message)).toEqual(['п1', 'п2', 'п3', 'п4', 'п5', 'п6']);
    overlay.close();
  });

  it('skips a queued alert: the overlay is told, drops it, and it is never sent again', async () => {
    const streamer = await streamerId(4);
    const widget = await newWidget(streamer);
    const ids = await donations(streamer, ['с1', 'с2', 'с3']);
    const overlay = await attach(widget, 4);
    const model = overlayModel(overlay);
    await until(() => overlay.alerts().length === 3, 'three alerts');
    model.showNext();
    await inTransaction(t.database.db, (tx) => t.services.alerts.skipInTransaction(tx, streamer, Number(ids[1])));
    await until(() => overlay.log().includes('skip'), 'the skip');
    expect(overlay.sent.at(-1)).toEqual({ type: 'skip', id: ids[1] });
    model.finish();
    model.showNext();
    model.finish();
    await donation(streamer, 'с4');
    await until(() => overlay.alerts().length === 4, 'the next alert');
    model.showNext();
    expect(model.shown.map((alert) => alert.message)).toEqual(['с1', 'с3', 'с4']);
    expect(overlay.log()).toEqual(['с1', 'с2', 'с3', 'skip', 'с4']);
    overlay.close();
  });

  it("hiding a queued alert's message takes it back and sends it again without the message", async () => {
    const streamer = await streamerId(5);
    const widget = await newWidget(streamer);
    const ids = await donations(streamer, ['скрыть1', 'скрыть2']);
    const overlay = await attach(widget, 4);
    const model = overlayModel(overlay);
    await until(() => overlay.alerts().length === 2, 'two alerts');
    model.showNext();
    await inTransaction(t.database.db, (tx) =>
      t.services.alerts.hideMessageInTransaction(tx, streamer, Number(ids[1])),
    );
    await until(() => overlay.alerts().length === 4, 'both again');
    expect(overlay.log()).toEqual(['скрыть1', 'скрыть2', 'recall', 'скрыть1', '']);
    model.finish();
    expect(model.showNext()).toMatchObject({ id: ids[1], message: '' });
    expect(model.shown.map((alert) => alert.message)).toEqual(['скрыть1', '']);
    overlay.close();
  });

  it('the periodic catch-up finds the overlays with an alert after their own position only', async () => {
    const streamer = await streamerId(0);
    const widget = await newWidget(streamer);
    const [first, second] = await donations(streamer, ['догнать 1', 'догнать 2']);
    const seqOf = async (id: string) =>
      (await t.services.alerts.nextAfter([{ widgetId: widget, afterSeq: 0, limit: 2 }]))
        .get(0)!
        .find((found) => found.alert.id === id)!.seq;
    const [one, two] = [await seqOf(first!), await seqOf(second!)];
    const pending = await t.services.alerts.widgetsWithPending([
      { widgetId: widget, afterSeq: 0 },
      { widgetId: widget, afterSeq: one },
      { widgetId: widget, afterSeq: two },
    ]);
    expect([...pending].sort((a, b) => a - b)).toEqual([0, 1]);
    await t.services.alerts.setPaused(streamer, true);
    expect(await t.services.alerts.widgetsWithPending([{ widgetId: widget, afterSeq: 0 }])).toEqual([]);
    await t.services.alerts.setPaused(streamer, false);
  });
});
