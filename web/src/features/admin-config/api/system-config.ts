import { api } from '../../../lib/api-client';

/** HOJ's WebConfigDTO. */
export interface WebConfig {
  baseUrl: string;
  name: string;
  shortName: string;
  description: string;
  register: boolean;
  recordName: string;
  recordUrl: string;
  projectName: string;
  projectUrl: string;
}

/** HOJ's EmailConfigDTO plus the sender; the password comes back as a placeholder. */
export interface EmailConfig {
  emailHost: string;
  emailPort: number;
  emailUsername: string;
  emailPassword: string;
  emailSsl: boolean;
  emailSender: string;
  emailBGImg: string;
}

/** The discussion switches the web form shows (saved through the system switches). */
export interface DiscussionSwitches {
  openPublicDiscussion: boolean;
  openGroupDiscussion: boolean;
  openContestComment: boolean;
}

/** `GET /api/admin/config/get-web-config`. */
export const getWebConfig = () => api.get<WebConfig>('/admin/config/get-web-config');

/** `PUT /api/admin/config/set-web-config`; silent: the form shows the error. */
export const setWebConfig = (c: WebConfig) =>
  api.put<null>('/admin/config/set-web-config', c, { silent: true });

/** `GET /api/admin/switch/info`, the discussion part. */
export const getDiscussionSwitches = () => api.get<DiscussionSwitches>('/admin/switch/info');

/** `PUT /api/admin/switch/update` with the discussion switches only. */
export const setDiscussionSwitches = (s: DiscussionSwitches) =>
  api.put<null>('/admin/switch/update', s, { silent: true });

/** `GET /api/admin/config/get-email-config`. */
export const getEmailConfig = () => api.get<EmailConfig>('/admin/config/get-email-config');

/** `PUT /api/admin/config/set-email-config`; the placeholder password keeps the saved one. */
export const setEmailConfig = (c: EmailConfig) =>
  api.put<null>('/admin/config/set-email-config', c, { silent: true });

/** `POST /api/admin/config/test-email`; silent: the section shows why it failed. */
export const sendTestEmail = (email: string) =>
  api.post<null>('/admin/config/test-email', { email }, { silent: true });
