/** Mail: SMTP through nodemailer, or the outbox when no SMTP server is configured. */
export { createMailer, type Mail, type Mailer } from './mailer.ts';
export { registerOutboxRoutes as registerMailArea } from './outbox.routes.ts';
export { readSiteInfo } from './site-info.ts';
export { readSavedEmailConfig } from './smtp-settings.ts';
export * from './templates.ts';
