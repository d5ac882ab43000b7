import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { devMails } from './mail.tables';
import type { Mail, Mailer } from './mail.ports';

export interface StoredMail extends Mail {
  createdAt: Date;
}

const SHOWN = 50;

/** Keeps mails in the database instead of sending them, so every process of a dev setup sees them. */
export function createDevMailbox(db: Db): Mailer {
  return {
    async send(mail) {
      await db.insert(devMails).values(mail);
    },
  };
}

/** The latest mails, newest first. */
export async function listDevMails(db: Db): Promise<StoredMail[]> {
  return db
    .select({ to: devMails.to, subject: devMails.subject, text: devMails.text, createdAt: devMails.createdAt })
    .from(devMails)
    .orderBy(desc(devMails.createdAt), desc(devMails.id))
    .limit(SHOWN);
}
