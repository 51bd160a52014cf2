export * from './test-site.ts';
export { problemDto, startProblemSite } from './problem-kit.ts';
export { takeThrottle } from '../src/infra/throttle.ts';
export { judgeAgain, judgedSubmission, pendingSubmission, rejudgeAt } from './judged-submission.ts';
export { spawnInGroup, type GroupProcess } from './process-group.ts';
export {
  startSmtpCatcher,
  codeFromMail,
  linkFromMail,
  type SmtpCatcher,
  type CaughtMail,
} from './smtp-catcher.ts';
export {
  groupViewerLevels,
  onlyAllowed,
  startGroupSite,
  type GroupViewerLevel,
} from './group-kit.ts';
export { judgeRunningC } from './judge-running-c.ts';
export { contestWithProblems, hoursFromNow, startRunningContest } from './contest-kit.ts';
export { disguised, original, unrelated } from '../src/contests/plagiarism/fixtures.ts';
export { hojComment, hojDiscussion, hojGroup, hojGroupMember } from './hoj-bodies.ts';
