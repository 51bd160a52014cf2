import { z } from 'zod';

/** What the back office shows instead of a saved password; sent back, it keeps the password. */
export const passwordPlaceholder = '******';

const plain = (label: string, max: number) =>
  z
    .string({ error: `${label} must be a string` })
    .trim()
    .max(max, `${label} can be at most ${max} characters`);

const link = (label: string) =>
  plain(label, 255).refine(
    (v) => v === '' || /^https?:\/\/[^\s/]+/i.test(v),
    `${label} must start with http:// or https://`,
  );

const flag = (label: string) => z.boolean({ error: `${label} must be true or false` });

/** HOJ's WebConfigDTO; every field optional (null is absent, as Jackson binds it). */
export const webConfigBody = z
  .object({
    baseUrl: link('Base URL'),
    name: plain('Website name', 255).min(1, 'Website name is required'),
    shortName: plain('Short name', 32).min(1, 'Short name is required'),
    description: plain('Description', 10000),
    register: flag('Register'),
    recordName: plain('Record name', 255),
    recordUrl: link('Record URL'),
    projectName: plain('Project name', 255),
    projectUrl: link('Project URL'),
  })
  .partial();

const hostPattern = /^[A-Za-z0-9.\-:[\]]*$/;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** HOJ's EmailConfigDTO plus the sender address; every field optional. */
export const emailConfigBody = z
  .object({
    emailHost: plain('SMTP host', 255).refine(
      (v) => hostPattern.test(v),
      'SMTP host must be a host name or an IP address',
    ),
    emailPort: z
      .number({ error: 'SMTP port must be a number from 1 to 65535' })
      .int('SMTP port must be a number from 1 to 65535')
      .min(1, 'SMTP port must be a number from 1 to 65535')
      .max(65535, 'SMTP port must be a number from 1 to 65535'),
    emailUsername: plain('SMTP username', 255),
    emailPassword: z
      .string({ error: 'SMTP password must be a string' })
      .max(255, 'SMTP password can be at most 255 characters'),
    emailSsl: flag('SSL'),
    emailSender: plain('Sender address', 255).refine(
      (v) => v === '' || emailPattern.test(v),
      'Sender address must be an e-mail address',
    ),
    emailBGImg: plain('Mail background image', 1000),
  })
  .partial();

/** HOJ's TestEmailDTO. */
export const testEmailBody = z.object({
  email: z
    .string({ error: 'Please enter the e-mail address to send the test mail to' })
    .trim()
    .max(320, 'The e-mail address is too long')
    .refine((v) => emailPattern.test(v), 'Please enter a valid e-mail address'),
});
