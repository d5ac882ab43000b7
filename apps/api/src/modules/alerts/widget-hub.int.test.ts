import type { WidgetServerMessage } from '@lootmarket/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';
import type { AlertsService } from './alerts.service';
import { createWidgetHub, type WidgetHub } from './widget-hub';
import { demoAlerts, OverlaySocket, until } from './widget-hub.test-support';

describe(`widget hub on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  const hubs: WidgetHub[] = [];
  const errors: unknown[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    await t.demo.streamers();
  });
  afterAll(async () => {
    expect(errors).toEqual([]);
    await Promise.all(hubs.map((hub) => hub.stop()));
    await t.close();
  });

  const streamerId = (index: number) => demoAlerts(t).streamerId(index);
  const donation = (streamer: number, message: string) => demoAlerts(t).donation(streamer, message);

  async function startHub(alerts: AlertsService): Promise<WidgetHub> {
    const hub = createWidgetHub({
      alerts,
      widgets: t.services.widgets,
      events: t.services.events,
      onError: (error) => errors.push(error),
      sweepMs: 60_000,
    });
    await hub.start();
    hubs.push(hub);
    return hub;
  }

  async function attachOverlay(hub: WidgetHub, streamer: number): Promise<OverlaySocket> {
    const widget = await t.services.widgets.create(streamer, { type: 'donation' });
    const socket = new OverlaySocket();
    await hub.attach(socket as unknown as WebSocket, (await t.services.widgets.findRow(widget.id))!);
    return socket;
  }

  it('looks up the next alert once for all the overlays one alert wakes, and stores their acknowledgements at once', async () => {
    const lookups: number[][] = [];
    const ackWrites: number[] = [];
    const hub = await startHub({
      ...t.services.alerts,
      nextAfter: (requests) => (
        lookups.push(requests.map((request) => request.widgetId)),
        t.services.alerts.nextAfter(requests)
      ),
      acknowledgeMany: (acks) => (ackWrites.push(acks.length), t.services.alerts.acknowledgeMany(acks)),
    });
    const streamer = await streamerId(0);
    const overlays: OverlaySocket[] = [];
    for (let index = 0; index < 8; index += 1) overlays.push(await attachOverlay(hub, streamer));
    lookups.length = 0;

    await donation(streamer, 'всем восьми');
    await until(() => overlays.every((overlay) => overlay.alerts().length === 1), 'every overlay got the alert');
    expect(lookups).toHaveLength(1);
    expect(lookups[0]).toHaveLength(8);
    expect(overlays.map((overlay) => overlay.alerts())).toEqual(Array.from({ length: 8 }, () => ['всем восьми']));

    const alertId = (
      overlays[0]!.sent.find((message) => message.type === 'alert') as Extract<WidgetServerMessage, { type: 'alert' }>
    ).alert.id;
    overlays.forEach((overlay) => overlay.ack(alertId));
    await until(
      () => ackWrites.length > 0 && lookups.length > 1,
      'acknowledgements stored and the queues looked at again',
    );
    expect(ackWrites).toEqual([8]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(lookups).toHaveLength(2);
    const rows = await t.services.widgets.rows(streamer);
    expect(new Set(rows.map((row) => row.ackedSeq)).size).toBe(1);
    expect(rows[0]!.ackedSeq).toBeGreaterThan(0);
  });

  it('sends the next alert as soon as one is acknowledged, and never the acknowledged one again while it is stored', async () => {
    let storing: (() => void) | undefined;
    const alerts: AlertsService = {
      ...t.services.alerts,
      acknowledgeMany: async (acks) => {
        // Hold the write back until a new alert has woken the overlay meanwhile.
        await new Promise<void>((resolve) => (storing = resolve));
        await t.services.alerts.acknowledgeMany(acks);
      },
    };
    const hub = await startHub(alerts);
    const streamer = await streamerId(1);
    const overlay = await attachOverlay(hub, streamer);
    await donation(streamer, 'первый');
    await until(() => overlay.alerts().length === 1, 'the first alert');
    const first = overlay.sent.find((message) => message.type === 'alert')!;

    overlay.ack((first as Extract<WidgetServerMessage, { type: 'alert' }>).alert.id);
    await until(() => storing !== undefined, 'the acknowledgement reached the store');
    await donation(streamer, 'второй');
    // The refill reads after what this socket was sent, not after the stored cursor.
    await until(() => overlay.alerts().length === 2, 'the second alert while the first is being stored');
    await donation(streamer, 'третий');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(overlay.alerts()).toEqual(['первый', 'второй']);
    storing!();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(overlay.alerts()).toEqual(['первый', 'второй']);
  });

  it('stores an acknowledgement the database refused once (a deadlock victim) and carries on, each alert once', async () => {
    let refusals = 1;
    const refused: unknown[] = [];
    const hub = createWidgetHub({
      alerts: {
        ...t.services.alerts,
        acknowledgeMany: async (acks) => {
          if (refusals-- > 0) throw new Error('deadlock detected');
          await t.services.alerts.acknowledgeMany(acks);
        },
      },
      widgets: t.services.widgets,
      events: t.services.events,
      onError: (error) => refused.push(error),
      sweepMs: 60_000,
      ackRetryMaxMs: 20,
    });
    await hub.start();
    hubs.push(hub);
    const streamer = await streamerId(4);
    const overlay = await attachOverlay(hub, streamer);
    await donation(streamer, 'до отказа');
    await donation(streamer, 'после отказа');
    await until(() => overlay.alerts().length === 1, 'the first alert');
    const first = overlay.sent.find((message) => message.type === 'alert')!;
    overlay.ack((first as Extract<WidgetServerMessage, { type: 'alert' }>).alert.id);
    await until(() => overlay.alerts().length === 2, 'the second alert after the refused acknowledgement');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(overlay.alerts()).toEqual(['до отказа', 'после отказа']);
    expect(refused.map(String)).toEqual(['Error: deadlock detected']);
  });

  it('stores acknowledgements together: the furthest per widget, forward only, never from another streamer', async () => {
    const [mine, theirs] = [await streamerId(2), await streamerId(3)];
    const [a, b] = [
      await t.services.widgets.create(mine, { type: 'donation' }),
      await t.services.widgets.create(mine, { type: 'donation' }),
    ];
    const first = await donation(mine, 'раз');
    const second = await donation(mine, 'два');
    const foreign = await donation(theirs, 'чужой');
    const cursor = async (id: number) => (await t.services.widgets.findRow(id))!.ackedSeq;
    const before = await cursor(a.id);

    await t.services.alerts.acknowledgeMany([
      { widgetId: a.id, alertId: second.id },
      { widgetId: a.id, alertId: first.id },
      { widgetId: b.id, alertId: foreign.id },
      { widgetId: b.id, alertId: 'x' },
    ]);
    expect(await cursor(a.id)).toBe(before + 2);
    expect(await cursor(b.id)).toBe(before);
    await t.services.alerts.acknowledgeMany([{ widgetId: a.id, alertId: first.id }]);
    expect(await cursor(a.id)).toBe(before + 2);
  });
});
