import { SpeechError, type SpeechAudio, type SpeechEngine, type SpeechRequest, type SpeechVoice } from './speech';

export interface SpeechKitOptions {
  /** A service account's API key (`Authorization: Api-Key …`), or… */
  apiKey?: string;
  /** …a user account's IAM token (`Authorization: Bearer …`), which needs the folder id. */
  iamToken?: string;
  folderId?: string;
  /** https://tts.api.cloud.yandex.net, or a local fake in tests. */
  apiUrl: string;
  format: 'oggopus' | 'mp3';
  timeoutMs?: number;
}

/** SpeechKit's Russian voices offered to streamers. */
const VOICES: readonly [string, string][] = [
  ['alena', 'Алёна'],
  ['jane', 'Джейн'],
  ['omazh', 'Омаж'],
  ['filipp', 'Филипп'],
  ['ermil', 'Ермил'],
  ['zahar', 'Захар'],
  ['madirus', 'Мадирус'],
];

const CONTENT_TYPES = { oggopus: 'audio/ogg', mp3: 'audio/mpeg' } as const;

/**
 * Yandex SpeechKit API v1: `POST /speech/v1/tts:synthesize` with a form-encoded body (`text`, `lang`,
 * `voice`, `speed`, `format`, and `folderId` for an IAM token); the answer is the audio itself, an error
 * is JSON with `error_code` and `error_message`.
 */
export function createSpeechKitClient(options: SpeechKitOptions): SpeechEngine {
  const { apiKey, iamToken, folderId, format, timeoutMs = 5_000 } = options;
  if (!apiKey && !(iamToken && folderId))
    throw new Error('SpeechKit needs an API key, or an IAM token and a folder id');
  const url = `${options.apiUrl.replace(/\/$/, '')}/speech/v1/tts:synthesize`;
  const authorization = apiKey ? `Api-Key ${apiKey}` : `Bearer ${iamToken}`;
  const voices: SpeechVoice[] = VOICES.map(([name, title]) => ({
    id: `speechkit:${name}`,
    name: `${title} (SpeechKit)`,
    provider: 'speechkit',
    offline: false,
  }));

  async function synthesize({ text, voice, speed, signal }: SpeechRequest): Promise<SpeechAudio> {
    const form = new URLSearchParams({ text, lang: 'ru-RU', voice, speed: speed.toFixed(1), format });
    if (!apiKey && folderId) form.set('folderId', folderId);
    const timeout = AbortSignal.timeout(timeoutMs);
    const response = await fetch(url, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    if (!response.ok) {
      const answer = (await response.json().catch(() => ({}))) as { error_message?: string };
      throw new SpeechError(
        `SpeechKit answered ${response.status}: ${answer.error_message ?? response.statusText}`,
        response.status,
      );
    }
    const data = Buffer.from(await response.arrayBuffer());
    if (data.length === 0) throw new SpeechError('SpeechKit answered no audio', response.status);
    return { data, contentType: CONTENT_TYPES[format] };
  }

  return { provider: 'speechkit', voices, synthesize };
}
