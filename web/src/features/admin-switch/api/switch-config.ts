import { api } from '../../../lib/api-client';

/** The switches of HOJ's SwitchConfigDTO this page edits (remote judge accounts are not used). */
export interface SwitchConfig {
  openPublicDiscussion: boolean;
  openGroupDiscussion: boolean;
  openContestComment: boolean;
  openPublicJudge: boolean;
  openGroupJudge: boolean;
  openContestJudge: boolean;
  hideNonContestSubmissionCode: boolean;
  defaultSubmitInterval: number;
  defaultCreateGroupDailyLimit: number;
  defaultCreateGroupLimit: number;
  defaultCreateGroupACInitValue: number;
  defaultCreateDiscussionDailyLimit: number;
  defaultCreateDiscussionACInitValue: number;
  defaultCreateCommentACInitValue: number;
}

/** `GET /api/admin/switch/info`. */
export const getSwitchConfig = () => api.get<SwitchConfig>('/admin/switch/info');

/** `PUT /api/admin/switch/update`; silent: the page shows the error. */
export const saveSwitchConfig = (c: SwitchConfig) =>
  api.put<null>('/admin/switch/update', c, { silent: true });
