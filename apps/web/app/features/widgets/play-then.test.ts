import { describe, expect, it, vi } from 'vitest';
import { playThen } from './play-then';

/** The parts of an audio element playThen uses, with its play answer chosen by the test. */
function fakeAudio(play: () => Promise<void>) {
  return { onended: null, onerror: null, src: '', volume: 1, play } as unknown as HTMLAudioElement & {
    onended: (() => void) | null;
    onerror: (() => void) | null;
  };
}

describe('playThen', () => {
  it('goes on once the sound ends, and only once', () => {
    const audio = fakeAudio(() => Promise.resolve());
    const then = vi.fn();
    playThen(audio, '/uploads/library/chime.wav', 0.7, then);
    expect(audio.src).toBe('/uploads/library/chime.wav');
    expect(audio.volume).toBe(0.7);
    expect(then).not.toHaveBeenCalled();
    audio.onended?.();
    audio.onerror?.();
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('goes on when the browser refuses to play or the file fails', async () => {
    const refused = vi.fn();
    playThen(
      fakeAudio(() => Promise.reject(new Error('NotAllowedError'))),
      '/a.wav',
      2,
      refused,
    );
    await vi.waitFor(() => expect(refused).toHaveBeenCalledTimes(1));
    const broken = fakeAudio(() => new Promise(() => {}));
    const failed = vi.fn();
    playThen(broken, '/b.wav', -1, failed);
    expect(broken.volume).toBe(0);
    broken.onerror?.();
    expect(failed).toHaveBeenCalledTimes(1);
  });
});
