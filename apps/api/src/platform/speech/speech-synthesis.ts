import type { AppConfig } from '../../config';
import { createEspeakVoice } from './espeak-voice';
import { createSpeechKitClient } from './speechkit-client';
import { SPEECH_TEXT_MAX, SpeechError, type SpeechAudio, type SpeechEngine, type SpeechVoice } from './speech';

export interface SpeechSynthesis {
  voices: SpeechVoice[];
  /** The voice new widgets start with: SpeechKit's when it is configured, the offline one otherwise. */
  defaultVoice: string;
  /** A voice id as the settings store it, or the default for one no longer offered. */
  resolveVoice(voiceId: string): string;
  synthesize(input: { text: string; voiceId: string; speed: number; signal?: AbortSignal }): Promise<SpeechAudio>;
  close(): Promise<void>;
}

/** Routes a voice id (`provider:name`) to its engine; unknown ids fall back to the default voice. */
export function createSpeechSynthesis(
  engines: SpeechEngine[],
  close: () => Promise<void> = async () => {},
): SpeechSynthesis {
  const voices = engines.flatMap((engine) => engine.voices);
  const known = new Set(voices.map((voice) => voice.id));
  const online = voices.find((voice) => !voice.offline);
  const defaultVoice = (online ?? voices[0])?.id ?? 'espeak:ru+f3';
  const resolveVoice = (voiceId: string) => (known.has(voiceId) ? voiceId : defaultVoice);
  return {
    voices,
    defaultVoice,
    resolveVoice,
    async synthesize({ text, voiceId, speed, signal }) {
      const id = resolveVoice(voiceId);
      const [provider, name = ''] = id.split(/:(.*)/s);
      const engine = engines.find((candidate) => candidate.provider === provider);
      if (!engine) throw new SpeechError(`No speech engine for ${id}`);
      return engine.synthesize({ text: text.slice(0, SPEECH_TEXT_MAX), voice: name, speed, signal });
    },
    close,
  };
}

/** The offline voice always; SpeechKit as well when its key (or IAM token and folder) is configured. */
export function speechSynthesisFromConfig(config: AppConfig): SpeechSynthesis {
  const offline = createEspeakVoice();
  const engines: SpeechEngine[] = [offline];
  if (config.SPEECHKIT_API_KEY || (config.SPEECHKIT_IAM_TOKEN && config.SPEECHKIT_FOLDER_ID)) {
    engines.unshift(
      createSpeechKitClient({
        apiKey: config.SPEECHKIT_API_KEY,
        iamToken: config.SPEECHKIT_IAM_TOKEN,
        folderId: config.SPEECHKIT_FOLDER_ID,
        apiUrl: config.SPEECHKIT_API_URL,
        format: config.SPEECHKIT_FORMAT,
      }),
    );
  }
  return createSpeechSynthesis(engines, () => offline.close());
}
