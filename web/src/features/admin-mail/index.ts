/** The mail outbox of the back office (/admin/mail-outbox): mail kept while no SMTP is set. */
export { MailOutboxPage } from './components/mail-outbox-page';
