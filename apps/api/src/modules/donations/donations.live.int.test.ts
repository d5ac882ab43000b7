import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';
import { nextAddress, signIn } from '../auth/auth.test-support';
import { pressSandbox, PRIVATE, PUBLIC } from '../orders/orders.test-support';
import { DEMO_STREAMERS } from '../../demo/demo-users';

const STREAMER = DEMO_STREAMERS[2]!;

/** Reads Server-Sent Events off a fetch body, one parsed `{ event, data }` at a time. */
function eventReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return async function next(): Promise<{ event: string; data: unknown }> {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (block.startsWith(':')) continue;
        const event = /^event: (.+)$/m.exec(block)?.[1] ?? 'message';
        const data = JSON.parse(/^data: (.+)$/m.exec(block)?.[1] ?? 'null');
        return { event, data };
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      buffer += decoder.decode(value, { stream: true });
    }
  };
}

describe(`live goal progress on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  let base: string;
  let streamerId: number;

  beforeAll(async () => {
    t = await createTestApp();
    await t.demo.streamers();
    streamerId = (await t.services.users.findStreamer({ slug: STREAMER.slug }))!.id;
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => t.close());

  it('sends the active goal first, then the new raised amount when a donation completes', async () => {
    const { body } = await signIn(t, STREAMER.email);
    const auth = { authorization: `Bearer ${body.access_token}` };
    const goal = (
      await t.app.inject({
        method: 'POST',
        url: `${PRIVATE}/goals`,
        headers: auth,
        payload: { title: 'Стрим 24 часа', target: '1000' },
      })
    ).json();

    const abort = new AbortController();
    const response = await fetch(`${base}${PUBLIC}/goals/active/${streamerId}/live`, { signal: abort.signal });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const next = eventReader(response.body!);
    expect(await next()).toEqual({
      event: 'goal',
      data: { goal: expect.objectContaining({ id: goal.id, raised: { amount: 0, currency: 'rub' } }) },
    });

    const created = await t.app.inject({
      method: 'POST',
      url: `${PUBLIC}/donation`,
      remoteAddress: nextAddress(),
      payload: { streamerId, donorName: 'Зритель', amount: '250', currency: 'rub', email: 'live@mail.ru' },
    });
    await pressSandbox(t, created.json().confirmationUrl, 'pay');
    expect(await next()).toEqual({
      event: 'progress',
      data: {
        type: 'goal.progress',
        streamerId,
        goalId: goal.id,
        raised: { amount: 25_000, currency: 'rub' },
        target: { amount: 100_000, currency: 'rub' },
      },
    });
    abort.abort();
  });
});
