import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Mail } from './mail.ports';
import { devMails } from './mail.tables';

export interface StoredMail extends Mail {
  createdAt: Date;
}

export function createDevMailboxRepo(db: Db) {
  return {
    insert: async (mail: Mail): Promise<void> => {
      await db.insert(devMails).values(mail);
    },
    latest: (limit: number): Promise<StoredMail[]> =>
      db
        .select({ to: devMails.to, subject: devMails.subject, text: devMails.text, createdAt: devMails.createdAt })
        .from(devMails)
        .orderBy(desc(devMails.createdAt), desc(devMails.id))
        .limit(limit),
  };
}
