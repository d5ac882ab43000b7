import { describe, expect, it } from 'vitest';
import { parseOverlayMessage } from './overlay-socket';

const alert = {
  id: '42',
  source: 'donation',
  donorName: 'Гость',
  amount: 50_000,
  currency: 'rub',
  message: 'Привет со стрима',
  createdAt: '2026-03-01T10:00:00.000Z',
};

describe('overlay socket messages', () => {
  it('reads alerts, skips, recalls and goals', () => {
    // A server from before alerts could speak sends no speech: the alert is silent.
    expect(parseOverlayMessage(JSON.stringify({ type: 'alert', alert }))).toEqual({
      type: 'alert',
      alert,
      speechUrl: null,
      look: null,
    });
    const speechUrl = '/uploads/speech/0123456789abcdef0123456789abcdef01234567.wav';
    expect(parseOverlayMessage(JSON.stringify({ type: 'alert', alert, speechUrl }))).toEqual({
      type: 'alert',
      alert,
      speechUrl,
      look: null,
    });
    expect(parseOverlayMessage(JSON.stringify({ type: 'skip', id: '42' }))).toEqual({ type: 'skip', id: '42' });
    expect(parseOverlayMessage(JSON.stringify({ type: 'goal', goal: null }))).toEqual({ type: 'goal', goal: null });
    expect(parseOverlayMessage(JSON.stringify({ type: 'recall' }))).toEqual({ type: 'recall' });
  });

  it('ignores what is not a message of the overlay socket', () => {
    expect(parseOverlayMessage('{')).toBeNull();
    expect(parseOverlayMessage(JSON.stringify({ type: 'alert', alert: { ...alert, amount: 'много' } }))).toBeNull();
    expect(parseOverlayMessage(JSON.stringify({ type: 'ready', widget: { type: 'alert' } }))).toBeNull();
  });
});
