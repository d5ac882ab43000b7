/** Where a voice comes from: Yandex SpeechKit in the cloud, or eSpeak NG inside this process. */
export type SpeechProvider = 'speechkit' | 'espeak';

export interface SpeechVoice {
  /** `provider:name`, e.g. `speechkit:alena`, `espeak:ru+f3`. */
  id: string;
  name: string;
  provider: SpeechProvider;
  /** Works with no keys and no network. */
  offline: boolean;
}

export interface SpeechRequest {
  text: string;
  /** The provider's own voice name (the part of the id after the colon). */
  voice: string;
  /** 1 is the voice's normal pace; 0.5–2 is what streamers may choose. */
  speed: number;
  signal?: AbortSignal;
}

export interface SpeechAudio {
  data: Buffer;
  contentType: 'audio/ogg' | 'audio/mpeg' | 'audio/wav';
}

/** One speech engine: SpeechKit, eSpeak NG, or a stand-in in tests. */
export interface SpeechEngine {
  provider: SpeechProvider;
  voices: SpeechVoice[];
  synthesize(request: SpeechRequest): Promise<SpeechAudio>;
}

/** The engine refused or failed; `status` is the HTTP status when a remote service answered. */
export class SpeechError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SpeechError';
  }
}

/** Texts longer than this are cut before synthesis; SpeechKit v1 refuses requests over 5 000 characters. */
export const SPEECH_TEXT_MAX = 1_000;
