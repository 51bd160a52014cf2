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

export const siteEventSchemas = {
  /** Appended by an admin saving the website settings; carries only the changed fields. */
  WebsiteConfigUpdated: z.object({ changes: websiteConfigSchema.partial(), by: z.string() }),
};

export type SiteEvent = EventUnion<typeof siteEventSchemas>;
export const websiteConfigStream = 'config-website';
