/**
 * Plays a sound and calls `then` once when it ends, fails to load, or is refused (autoplay rules): what
 * comes next never waits on a sound that will not play.
 */
export function playThen(audio: HTMLAudioElement, src: string, volume: number, then: () => void): void {
  let called = false;
  const once = () => {
    if (called) return;
    called = true;
    audio.onended = null;
    audio.onerror = null;
    then();
  };
  audio.onended = once;
  audio.onerror = once;
  audio.src = src;
  audio.volume = Math.min(1, Math.max(0, volume));
  void audio.play().catch(once);
}
