import { eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { alertSpeech } from './alerts.tables';

/** Stored speech audio, keyed by its file name (a hash of what was said and how). */
export function createAlertSpeechRepo(db: Db) {
  return {
    /** The stored file among these names, if any (one key, each audio format's extension). */
    async findName(files: string[]): Promise<string | null> {
      const [row] = await db
        .select({ file: alertSpeech.file })
        .from(alertSpeech)
        .where(inArray(alertSpeech.file, files))
        .limit(1);
      return row?.file ?? null;
    },

    /** Keeps the first copy when two processes synthesized the same speech at once. */
    async insert(file: string, contentType: string, data: Buffer): Promise<void> {
      await db.insert(alertSpeech).values({ file, contentType, data }).onConflictDoNothing();
    },

    async find(file: string) {
      const [row] = await db
        .select({ contentType: alertSpeech.contentType, data: alertSpeech.data })
        .from(alertSpeech)
        .where(eq(alertSpeech.file, file))
        .limit(1);
      return row;
    },

    /** Deletes speech stored before the date; how many rows went. */
    async deleteCreatedBefore(before: Date): Promise<number> {
      const gone = await db
        .delete(alertSpeech)
        .where(lt(alertSpeech.createdAt, before))
        .returning({ file: alertSpeech.file });
      return gone.length;
    },
  };
}
