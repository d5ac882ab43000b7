import type { Db } from '../../db/client';
import { createDevMailboxRepo, type StoredMail } from './dev-mailbox.repo';
import type { Mailer } from './mail.ports';

export type { StoredMail } from './dev-mailbox.repo';

const SHOWN = 50;

/** Keeps mails in the database instead of sending them, so every process of a dev setup sees them. */
export function createDevMailbox(db: Db): Mailer {
  const repo = createDevMailboxRepo(db);
  return { send: (mail) => repo.insert(mail) };
}

/** The latest mails, newest first. */
export function listDevMails(db: Db): Promise<StoredMail[]> {
  return createDevMailboxRepo(db).latest(SHOWN);
}
