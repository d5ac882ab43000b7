import { createHash } from 'node:crypto';
import type { Alert, WidgetSpeech } from '@lootmarket/domain';
import { Counter } from 'prom-client';
import type { Db } from '../../db/client';
import type { SpeechSynthesis } from '../../platform/speech/speech-synthesis';
import { createAlertSpeechRepo } from './alert-speech.repo';
import { buildSpeechText, shouldSpeak } from './speech-text';

export const SPEECH_PATH_PREFIX = '/uploads/speech/';
/** An alert waits this long for its speech; after it, the alert shows silent. */
export const SPEECH_TIMEOUT_MS = 5_000;
/** Stored speech older than this is deleted; an old alert replayed after it is synthesized again. */
export const SPEECH_KEPT_DAYS = 30;
export const SPEECH_PRUNE_JOB = 'alerts.prune-speech';
const DAY_MS = 86_400_000;

/** A preview has a person waiting on the button, not an alert on stream: it may take longer. */
const PREVIEW_TIMEOUT_MS = 15_000;

const EXTENSIONS: Record<string, string> = { 'audio/ogg': 'ogg', 'audio/mpeg': 'mp3', 'audio/wav': 'wav' };

export interface AlertSpeechOptions {
  db: Db;
  synthesis: SpeechSynthesis;
  timeoutMs?: number;
  log?: (message: string, detail: Record<string, unknown>) => void;
  now?: () => number;
}

/**
 * The spoken message of an alert, made once before the alert is shown: the same words in the same voice
 * and speed are one stored file, however many widgets, processes or replays ask for it. A failure or a
 * timeout answers null, so the alert still shows, silent; it is logged and counted.
 */
export function createAlertSpeech({
  db,
  synthesis,
  timeoutMs = SPEECH_TIMEOUT_MS,
  log = defaultLog,
  now = Date.now,
}: AlertSpeechOptions) {
  const repo = createAlertSpeechRepo(db);
  const keptSince = () => new Date(now() - SPEECH_KEPT_DAYS * DAY_MS);
  const inFlight = new Map<string, Promise<string | null>>();
  const failures = new Counter({
    name: 'alert_speech_failures_total',
    help: 'Alerts shown silent because their speech failed or took too long',
    labelNames: ['provider'],
    registers: [],
  });
  const synthesized = new Counter({
    name: 'alert_speech_synthesized_total',
    help: 'Alert messages synthesized (a stored one is not counted again)',
    labelNames: ['provider'],
    registers: [],
  });

  async function make(key: string, text: string, voiceId: string, speed: number): Promise<string | null> {
    const provider = voiceId.split(':')[0] ?? 'unknown';
    try {
      const stored = await repo.findName(Object.values(EXTENSIONS).map((extension) => `${key}.${extension}`));
      if (stored) return `${SPEECH_PATH_PREFIX}${stored}`;
      const audio = await synthesis.synthesize({ text, voiceId, speed, signal: AbortSignal.timeout(timeoutMs) });
      const file = `${key}.${EXTENSIONS[audio.contentType]}`;
      await repo.insert(file, audio.contentType, audio.data);
      synthesized.inc({ provider });
      return `${SPEECH_PATH_PREFIX}${file}`;
    } catch (error) {
      failures.inc({ provider });
      log('alert speech failed; the alert shows silent', { voiceId, error: String(error) });
      return null;
    }
  }

  return {
    metrics: [failures, synthesized],

    jobHandlers: { [SPEECH_PRUNE_JOB]: async () => void (await repo.deleteCreatedBefore(keptSince())) } as Record<
      string,
      () => Promise<void>
    >,
    recurring: { [SPEECH_PRUNE_JOB]: 6 * 3600 } as Record<string, number>,

    /** The address of the alert's speech for a widget with these settings, or null when it stays silent. */
    async prepare(alert: Alert, tts: WidgetSpeech): Promise<string | null> {
      const spoken = {
        donorName: alert.donorName,
        message: alert.message,
        amount: { amount: alert.amount, currency: alert.currency },
      };
      if (!shouldSpeak(spoken, tts)) return null;
      const text = buildSpeechText(spoken, tts);
      if (!text) return null;
      const voiceId = synthesis.resolveVoice(tts.voice);
      const key = createHash('sha256').update(`${voiceId}\n${tts.speed}\n${text}`).digest('hex').slice(0, 40);
      let pending = inFlight.get(key);
      if (!pending) {
        pending = make(key, text, voiceId, tts.speed).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    },

    /** A sample read aloud for the settings page; not stored. */
    preview: (text: string, voiceId: string, speed: number) =>
      synthesis.synthesize({ text, voiceId, speed, signal: AbortSignal.timeout(PREVIEW_TIMEOUT_MS) }),

    voices: () => synthesis.voices,
    defaultVoice: () => synthesis.defaultVoice,

    find: (file: string) => repo.find(file),

    /** Deletes speech stored more than `SPEECH_KEPT_DAYS` ago; answers how many files went. */
    prune: () => repo.deleteCreatedBefore(keptSince()),

    /** Stops the offline voice's worker; the next synthesis starts it again. */
    close: () => synthesis.close(),
  };
}

export type AlertSpeech = ReturnType<typeof createAlertSpeech>;

function defaultLog(message: string, detail: Record<string, unknown>): void {
  console.warn(`alerts: ${message}`, JSON.stringify(detail));
}
