import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KIND } from '../../db/test-database';
import { createTestApp, type TestApp } from '../../test-app';
import { SPEECH_PRUNE_JOB } from './alert-speech';

describe(`pruning old alert speech on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  const clock = Date.parse('2026-11-01T10:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
  });
  afterAll(() => t.close());

  const file = (letter: string) => `${letter.repeat(40)}.wav`;

  it('deletes speech stored more than thirty days ago, keeps the rest, and is registered as a recurring job', async () => {
    const day = 86_400_000;
    const at = (daysAgo: number) => new Date(clock - daysAgo * day).toISOString();
    await t.database.db.execute(sql`insert into alert_speech (file, content_type, data, created_at) values
      (${file('a')}, 'audio/wav', '\\x00'::bytea, ${at(31)}),
      (${file('b')}, 'audio/wav', '\\x00'::bytea, ${at(29)}),
      (${file('c')}, 'audio/wav', '\\x00'::bytea, ${at(0)})`);

    expect(t.services.alertSpeech.recurring[SPEECH_PRUNE_JOB]).toBeGreaterThan(0);
    await t.services.alertSpeech.jobHandlers[SPEECH_PRUNE_JOB]!();

    const left = await t.database.db.execute(sql`select file from alert_speech order by file`);
    expect((left as unknown as { rows: { file: string }[] }).rows.map((row) => row.file)).toEqual([
      file('b'),
      file('c'),
    ]);
    // A pruned file is no longer served; an alert needing it again is synthesized anew.
    expect((await t.app.inject(`/uploads/speech/${file('a')}`)).statusCode).toBe(404);
    expect((await t.app.inject(`/uploads/speech/${file('c')}`)).statusCode).toBe(200);
  });
});
