import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { SpeechError, type SpeechAudio, type SpeechEngine, type SpeechRequest, type SpeechVoice } from './speech';

/** eSpeak NG's Russian voice and two of its variants; all ship inside the package's WebAssembly. */
const VOICES: SpeechVoice[] = [
  { id: 'espeak:ru+f3', name: 'Офлайн — женский', provider: 'espeak', offline: true },
  { id: 'espeak:ru', name: 'Офлайн — мужской', provider: 'espeak', offline: true },
  { id: 'espeak:ru+m3', name: 'Офлайн — низкий', provider: 'espeak', offline: true },
];
const KNOWN = new Set(VOICES.map((voice) => voice.id.slice('espeak:'.length)));

/** eSpeak's own pace, in words per minute, at speed 1. */
const BASE_WORDS_PER_MINUTE = 175;

/**
 * Runs in a worker thread: synthesis is a few hundred milliseconds of CPU, which must not stall the
 * event loop that serves requests and overlays. The WebAssembly is compiled once; each request gets a
 * fresh instance, because the eSpeak command line runs once per instance.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { readFileSync } = require('node:fs');
let loading;
const load = () => (loading ??= (async () => {
  const { default: ESpeakNg } = await import(workerData.moduleUrl);
  const wasm = await WebAssembly.compile(readFileSync(workerData.wasmPath));
  return { ESpeakNg, wasm };
})());
parentPort.on('message', async ({ id, text, voice, wordsPerMinute }) => {
  try {
    const { ESpeakNg, wasm } = await load();
    const espeak = await ESpeakNg({
      arguments: ['-b', '1', '-v', voice, '-s', String(wordsPerMinute), '-w', '/speech.wav', text],
      instantiateWasm(imports, done) { WebAssembly.instantiate(wasm, imports).then((instance) => done(instance)); return {}; },
      print() {},
      printErr() {},
    });
    const data = espeak.FS.readFile('/speech.wav');
    parentPort.postMessage({ id, data }, [data.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});
`;

interface Pending {
  resolve: (audio: SpeechAudio) => void;
  reject: (error: Error) => void;
}

/** eSpeak NG compiled to WebAssembly (the `espeak-ng` package): Russian speech with no keys and no network. */
export function createEspeakVoice(): SpeechEngine & { close(): Promise<void> } {
  const require = createRequire(import.meta.url);
  let worker: Worker | null = null;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  function failAll(error: Error): void {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
    worker = null;
  }

  function ensureWorker(): Worker {
    if (worker) return worker;
    const modulePath = require.resolve('espeak-ng');
    const started = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        moduleUrl: pathToFileURL(modulePath).href,
        wasmPath: modulePath.replace(/\.js$/, '.wasm'),
      },
    });
    started.on('message', (message: { id: number; data?: Uint8Array; error?: string }) => {
      const waiting = pending.get(message.id);
      if (!waiting) return;
      pending.delete(message.id);
      if (message.data) waiting.resolve({ data: Buffer.from(message.data), contentType: 'audio/wav' });
      else waiting.reject(new SpeechError(`eSpeak failed: ${message.error ?? 'no audio'}`));
      if (pending.size === 0) started.unref();
    });
    started.on('error', (error) => failAll(new SpeechError(`eSpeak worker failed: ${error.message}`)));
    started.on('exit', () => failAll(new SpeechError('eSpeak worker stopped')));
    started.unref();
    worker = started;
    return started;
  }

  function synthesize({ text, voice, speed, signal }: SpeechRequest): Promise<SpeechAudio> {
    if (!KNOWN.has(voice)) return Promise.reject(new SpeechError(`Unknown eSpeak voice ${voice}`));
    const id = (nextId += 1);
    const target = ensureWorker();
    return new Promise<SpeechAudio>((resolve, reject) => {
      const onAbort = () => {
        pending.delete(id);
        reject(new SpeechError('eSpeak took too long'));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      const settle =
        <T>(then: (value: T) => void) =>
        (value: T) => {
          signal?.removeEventListener('abort', onAbort);
          then(value);
        };
      pending.set(id, { resolve: settle(resolve), reject: settle(reject) });
      target.ref();
      // A leading dash would be read as an option: the text always starts with a space.
      const wordsPerMinute = Math.round(Math.min(450, Math.max(80, BASE_WORDS_PER_MINUTE * speed)));
      target.postMessage({ id, text: ` ${text}`, voice, wordsPerMinute });
    });
  }

  return {
    provider: 'espeak',
    voices: VOICES,
    synthesize,
    async close() {
      const running = worker;
      worker = null;
      await running?.terminate();
    },
  };
}
