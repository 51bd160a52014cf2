/** One outgoing mail, as the templates build it and the mailer or the outbox takes it. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Display name of the sender (the site's name). */
  fromName: string;
}
