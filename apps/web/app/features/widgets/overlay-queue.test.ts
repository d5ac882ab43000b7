import type { Alert } from '@lootmarket/domain';
import { describe, expect, it } from 'vitest';
import { createOverlayQueue } from './overlay-queue';

const alert = (id: string): Alert => ({
  id,
  source: 'donation',
  donorName: 'Гость',
  amount: 50_000,
  currency: 'rub',
  message: `донат ${id}`,
  createdAt: '2026-03-01T10:00:00.000Z',
});
const item = (id: string) => ({ alert: alert(id), speechUrl: null, look: null });

describe('the overlay queue', () => {
  it('shows alerts in the order they came', () => {
    const queue = createOverlayQueue();
    ['1', '2', '3'].forEach((id) => queue.push(item(id)));
    expect([queue.take()?.alert.id, queue.take()?.alert.id, queue.take()?.alert.id, queue.take()]).toEqual([
      '1',
      '2',
      '3',
      undefined,
    ]);
  });

  it('on a recall drops the queued alerts and keeps the one on screen, which it ignores when sent again', () => {
    const queue = createOverlayQueue();
    ['1', '2', '3'].forEach((id) => queue.push(item(id)));
    expect(queue.take()?.alert.id).toBe('1');
    queue.recall();
    expect(queue.ids()).toEqual([]);
    // The server sends again from its acknowledged cursor: the alert on screen first.
    expect(['1', '2', '3'].map((id) => queue.push(item(id)))).toEqual([false, true, true]);
    expect(queue.ids()).toEqual(['2', '3']);
  });

  it('drops a skipped alert from the queue without showing it', () => {
    const queue = createOverlayQueue();
    ['1', '2', '3'].forEach((id) => queue.push(item(id)));
    expect(queue.remove('2')).toBe(true);
    expect(queue.remove('9')).toBe(false);
    expect([queue.take()?.alert.id, queue.take()?.alert.id, queue.take()]).toEqual(['1', '3', undefined]);
  });

  it('ignores an alert it has queued or shown, remembering the last ones shown', () => {
    const queue = createOverlayQueue(2);
    expect([queue.push(item('1')), queue.push(item('1'))]).toEqual([true, false]);
    queue.take();
    expect(queue.push(item('1'))).toBe(false);
    ['2', '3'].forEach((id) => (queue.push(item(id)), queue.take()));
    // Only the last two shown are remembered: the first is long acknowledged and never sent again.
    expect([queue.push(item('3')), queue.push(item('1'))]).toEqual([false, true]);
  });
});
