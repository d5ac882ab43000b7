import Fastify from 'fastify';

export const FAKE_SPEECHKIT = {
  apiKey: 'AQVN-test-speechkit-key',
  iamToken: 't1.test-iam-token',
  folderId: 'b1gtestfolder',
};

const KNOWN_VOICES = new Set(['alena', 'jane', 'omazh', 'filipp', 'ermil', 'zahar', 'madirus']);
const FORMATS = new Set(['oggopus', 'mp3', 'lpcm']);

/** A few bytes that start as the real formats do, so sniffing and content types can be checked. */
const AUDIO: Record<string, Buffer> = {
  oggopus: Buffer.concat([Buffer.from('OggS'), Buffer.alloc(60, 1)]),
  mp3: Buffer.concat([Buffer.from('ID3'), Buffer.alloc(61, 2)]),
  lpcm: Buffer.alloc(64, 3),
};

export interface FakeSpeechKitRequest {
  authorization: string | undefined;
  form: Record<string, string>;
}

const refuse = (code: string, message: string) => ({ error_code: code, error_message: message });

/**
 * SpeechKit's `POST /speech/v1/tts:synthesize` on 127.0.0.1, checking a request as SpeechKit does: a
 * form-encoded body, `Api-Key` or `Bearer` authorization (an IAM token needs `folderId`), a known voice,
 * `lang=ru-RU`, `speed` 0.1–3.0, a known format and text within the limit. Answers the audio itself.
 */
export async function startFakeSpeechKit() {
  const app = Fastify({ logger: false });
  const requests: FakeSpeechKitRequest[] = [];
  let failures = 0;
  let delayMs = 0;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post('/speech/v1/tts:synthesize', async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, string>;
    const authorization = request.headers.authorization;
    requests.push({ authorization, form });
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (failures > 0) {
      failures -= 1;
      return reply.code(500).send(refuse('INTERNAL', 'Internal error'));
    }
    const byKey = authorization === `Api-Key ${FAKE_SPEECHKIT.apiKey}`;
    const byToken = authorization === `Bearer ${FAKE_SPEECHKIT.iamToken}`;
    if (!byKey && !byToken) return reply.code(401).send(refuse('UNAUTHORIZED', 'The token is invalid'));
    if (byToken && form.folderId !== FAKE_SPEECHKIT.folderId)
      return reply.code(400).send(refuse('BAD_REQUEST', 'folderId is required for a user account'));
    if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded'))
      return reply.code(400).send(refuse('BAD_REQUEST', 'expected a form-encoded body'));
    const text = form.text ?? '';
    const speed = Number(form.speed ?? '1');
    const format = form.format ?? 'oggopus';
    if (!text.trim() || text.length > 5_000) return reply.code(400).send(refuse('BAD_REQUEST', 'Invalid text'));
    if ((form.lang ?? 'ru-RU') !== 'ru-RU') return reply.code(400).send(refuse('BAD_REQUEST', 'Unsupported lang'));
    if (!KNOWN_VOICES.has(form.voice ?? 'alena')) return reply.code(400).send(refuse('BAD_REQUEST', 'Unknown voice'));
    if (!(speed >= 0.1 && speed <= 3)) return reply.code(400).send(refuse('BAD_REQUEST', 'Invalid speed'));
    if (!FORMATS.has(format)) return reply.code(400).send(refuse('BAD_REQUEST', 'Invalid format'));
    return reply.type('application/octet-stream').send(AUDIO[format]);
  });

  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url: address,
    requests,
    failNext: (times: number) => void (failures = times),
    delay: (ms: number) => void (delayMs = ms),
    close: async () => {
      const closing = app.close();
      app.server.closeAllConnections();
      await closing;
    },
  };
}

export type FakeSpeechKit = Awaited<ReturnType<typeof startFakeSpeechKit>>;
