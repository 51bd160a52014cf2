import { z } from 'zod';
import type { EventUnion } from './define.ts';

export const websiteConfigSchema = z.object({
  baseUrl: z.string().max(255),
  name: z.string().max(255),
  shortName: z.string().max(32),
  description: z.string().max(10000),
  register: z.boolean(),
  recordName: z.string().max(255),
  recordUrl: z.string().max(255),
  projectName: z.string().max(255),
  projectUrl: z.string().max(255),
  openPublicDiscussion: z.boolean(),
  openGroupDiscussion: z.boolean(),
  openContestComment: z.boolean(),
});
export type WebsiteConfig = z.infer<typeof websiteConfigSchema>;

export const defaultWebsiteConfig: WebsiteConfig = {
  baseUrl: 'http://localhost:8080',
  name: 'Online Judge',
  shortName: 'OJ',
  description: 'A bilingual online judge and programming practice site.',
  register: true,
  recordName: '',
  recordUrl: '',
  projectName: 'OJ',
  projectUrl: '',
  openPublicDiscussion: true,
  openGroupDiscussion: true,
  openContestComment: true,
};

const accounts = z.array(z.string().max(255)).max(100);

export const switchConfigSchema = z.object({
  openPublicDiscussion: z.boolean(),
  openGroupDiscussion: z.boolean(),
  openContestComment: z.boolean(),
  openPublicJudge: z.boolean(),
  openGroupJudge: z.boolean(),
  openContestJudge: z.boolean(),
  hideNonContestSubmissionCode: z.boolean(),
  /** Seconds between two submissions of one user (super admins are not limited). */
  defaultSubmitInterval: z.number().int().min(0).max(86400),
  defaultCreateGroupDailyLimit: z.number().int().min(0),
  defaultCreateGroupLimit: z.number().int().min(0),
  defaultCreateGroupACInitValue: z.number().int().min(0),
  defaultCreateDiscussionDailyLimit: z.number().int().min(0),
  defaultCreateDiscussionACInitValue: z.number().int().min(0),
  defaultCreateCommentACInitValue: z.number().int().min(0),
  hduUsernameList: accounts,
  hduPasswordList: accounts,
  cfUsernameList: accounts,
  cfPasswordList: accounts,
  pojUsernameList: accounts,
  pojPasswordList: accounts,
  atcoderUsernameList: accounts,
  atcoderPasswordList: accounts,
  spojUsernameList: accounts,
  spojPasswordList: accounts,
  libreojUsernameList: accounts,
  libreojPasswordList: accounts,
});
export type SwitchConfig = z.infer<typeof switchConfigSchema>;

export const defaultSwitchConfig: SwitchConfig = {
  openPublicDiscussion: true,
  openGroupDiscussion: true,
  openContestComment: true,
  openPublicJudge: true,
  openGroupJudge: true,
  openContestJudge: true,
  hideNonContestSubmissionCode: false,
  defaultSubmitInterval: 8,
  defaultCreateGroupDailyLimit: 2,
  defaultCreateGroupLimit: 5,
  defaultCreateGroupACInitValue: 20,
  defaultCreateDiscussionDailyLimit: 5,
  defaultCreateDiscussionACInitValue: 10,
  defaultCreateCommentACInitValue: 10,
  hduUsernameList: [],
  hduPasswordList: [],
  cfUsernameList: [],
  cfPasswordList: [],
  pojUsernameList: [],
  pojPasswordList: [],
  atcoderUsernameList: [],
  atcoderPasswordList: [],
  spojUsernameList: [],
  spojPasswordList: [],
  libreojUsernameList: [],
  libreojPasswordList: [],
};

/**
 * The outgoing mail server the back office saved. The password is kept in the event (the mailer
 * needs it) and never answered to a client; `sender` is the From address (empty: the username
 * when it is an address, else no-reply@host).
 */
export const emailConfigSchema = z.object({
  emailHost: z.string().max(255),
  emailPort: z.number().int().min(1).max(65535),
  emailUsername: z.string().max(255),
  emailPassword: z.string().max(255),
  emailSsl: z.boolean(),
  emailSender: z.string().max(255),
  emailBGImg: z.string().max(1000),
});
export type EmailConfig = z.infer<typeof emailConfigSchema>;

export const siteEventSchemas = {
  /** Appended by a super admin saving the switches; carries only the changed fields. */
  SwitchConfigUpdated: z.object({ changes: switchConfigSchema.partial(), by: z.string() }),
  /** Appended by an admin saving the website settings; carries only the changed fields. */
  WebsiteConfigUpdated: z.object({ changes: websiteConfigSchema.partial(), by: z.string() }),
  /** Appended by a super admin saving the mail server; carries only the changed fields. */
  EmailConfigUpdated: z.object({ changes: emailConfigSchema.partial(), by: z.string() }),
};

export type SiteEvent = EventUnion<typeof siteEventSchemas>;
export const websiteConfigStream = 'config-website';
export const switchConfigStream = 'config-switch';
export const emailConfigStream = 'config-email';
