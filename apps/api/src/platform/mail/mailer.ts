import type { Db } from '../../db/client';
import { createDevMailbox } from './dev-mailbox';
import { createSmtpMailer } from './smtp-mailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends one mail or throws; callers undo what the mail was for when it fails. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** SMTP when configured; otherwise the development mailbox (config refuses production without SMTP). */
export function createMailer({ smtpUrl, from, db }: { smtpUrl: string | undefined; from: string; db: Db }): Mailer {
  return smtpUrl ? createSmtpMailer(smtpUrl, from) : createDevMailbox(db);
}
