import type { ProjectedEvent } from './define-projection.ts';

/**
 * What the audit log remembers of a problem, contest or user between events, so an edit (a
 * full snapshot in the store) can be shown as what changed. `label` names the target in lists.
 */
export type SubjectState = Record<string, unknown> & { label?: string };

export const subjectKey = {
  problem: (pid: number) => `problem-${pid}`,
  contest: (cid: number) => `contest-${cid}`,
  user: (uid: string) => `user-${uid}`,
  announcement: (id: number) => `announcement-${id}`,
  tag: (id: number) => `tag-${id}`,
  training: (tid: number) => `training-${tid}`,
  discussion: (id: number) => `discussion-${id}`,
  report: (id: number) => `report-${id}`,
  categories: () => 'discussion-categories',
  group: (gid: number) => `group-${gid}`,
  member: (gid: number, uid: string) => `groupMember-${gid}-${uid}`,
};

export const problemState = (
  d: ProjectedEvent<'ProblemCreated' | 'ProblemEdited'>['data'],
): SubjectState => ({
  label: d.problemId,
  problemId: d.problemId,
  title: d.title,
  timeLimit: d.timeLimit,
  memoryLimit: d.memoryLimit,
  stackLimit: d.stackLimit,
  judgeMode: d.judgeMode,
  auth: d.auth,
  // The set of cases changes exactly when its version does (replaced or re-uploaded data).
  caseVersion: d.caseVersion,
  cases: d.testCases.length,
});

export const contestState = (
  d: ProjectedEvent<'ContestCreated' | 'ContestEdited'>['data'],
): SubjectState => ({
  label: d.title,
  startTime: d.startTime,
  endTime: d.endTime,
  sealRank: d.sealRank,
  sealRankTime: d.sealRankTime,
  autoRealRank: d.autoRealRank,
  auth: d.auth,
  visible: d.visible,
});

export const userState = (d: {
  username?: string;
  role: string;
  roleId: number;
  status?: number;
}): SubjectState => ({
  ...(d.username === undefined ? {} : { label: d.username }),
  role: d.role,
  roleId: d.roleId,
  ...(d.status === undefined ? {} : { status: d.status }),
});

/** Mail settings hold a password: the log keeps only which fields changed, never values. */
export const configAfter = (type: string, changes: Record<string, unknown>) =>
  type === 'EmailConfigUpdated'
    ? Object.fromEntries(Object.keys(changes).map((k) => [k, '***']))
    : changes;
