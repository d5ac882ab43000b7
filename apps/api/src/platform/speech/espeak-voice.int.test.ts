import { afterAll, describe, expect, it } from 'vitest';
import { createEspeakVoice } from './espeak-voice';

describe('the offline eSpeak NG voice', () => {
  const voice = createEspeakVoice();
  afterAll(() => voice.close());

  it('speaks Russian into a WAV file without keys or network', async () => {
    const audio = await voice.synthesize({ text: 'Иван — 500 рублей: спасибо за стрим', voice: 'ru+f3', speed: 1 });
    expect(audio.contentType).toBe('audio/wav');
    expect(audio.data.toString('latin1', 0, 4)).toBe('RIFF');
    expect(audio.data.toString('latin1', 8, 12)).toBe('WAVE');
    // About two seconds of 22 kHz 16-bit speech: far more than a header.
    expect(audio.data.length).toBeGreaterThan(40_000);
  });

  it('speaks faster at a higher speed, and refuses voices it does not have', async () => {
    const slow = await voice.synthesize({ text: 'Спасибо за поддержку канала', voice: 'ru', speed: 0.7 });
    const fast = await voice.synthesize({ text: 'Спасибо за поддержку канала', voice: 'ru', speed: 1.6 });
    expect(fast.data.length).toBeLessThan(slow.data.length);
    await expect(voice.synthesize({ text: 'Привет', voice: 'en', speed: 1 })).rejects.toThrow(/Unknown eSpeak voice/);
  });

  it('reads a text that starts with a dash as text', async () => {
    const audio = await voice.synthesize({ text: '-v en привет', voice: 'ru', speed: 1 });
    expect(audio.data.length).toBeGreaterThan(10_000);
  });
});
