import type { Db } from '../../db/client';
import { createDevMailbox } from './dev-mailbox';
import type { Mailer } from './mail.ports';
import { createSmtpMailer } from './smtp-mailer';

export type { Mail, Mailer } from './mail.ports';

/** SMTP when configured; otherwise the development mailbox (config refuses production without SMTP). */
export function createMailer({ smtpUrl, from, db }: { smtpUrl: string | undefined; from: string; db: Db }): Mailer {
  return smtpUrl ? createSmtpMailer(smtpUrl, from) : createDevMailbox(db);
}
