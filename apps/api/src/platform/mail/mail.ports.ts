export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends one mail or throws; callers undo what the mail was for when it fails. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}
