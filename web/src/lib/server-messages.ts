/**
 * The server answers in English (HOJ clients show `msg` as is); this table maps the messages it
 * sends to catalog ids so the UI shows them in the user's language. A message not listed here
 * is shown as the server wrote it.
 */
import { communityMessages, communityPatterns } from './server-messages-community';
import { contestHistoryMessages, contestHistoryPatterns } from './server-messages-contest-history';
import { plagiarismMessages } from './server-messages-plagiarism';
import { clarificationMessages } from './server-messages-clarifications';
import { groupCommunityMessages, groupCommunityPatterns } from './server-messages-group-community';
import { groupContestsMessages, groupContestsPatterns } from './server-messages-group-contests';
import {
  groupDiscussionsMessages,
  groupDiscussionsPatterns,
} from './server-messages-group-discussions';
import { groupProblemsMessages, groupProblemsPatterns } from './server-messages-group-problems';
import { groupTrainingsMessages, groupTrainingsPatterns } from './server-messages-group-trainings';

const exact: Record<string, string> = {
  'The username or password is wrong': 'server.wrong-credentials',
  'Please login first': 'server.login-first',
  'Login has expired, please log in again': 'server.login-expired',
  'The username already exists': 'server.username-exists',
  'The email already exists': 'server.email-exists',
  'Sorry! The administrator has not enabled the registration function': 'server.register-closed',
  'Speed too fast, may be machine operation! Please try again later': 'server.too-fast',
  'Your account has been disabled, please contact the administrator': 'server.account-disabled',
  'Sorry, you do not have permission for this operation': 'server.no-permission',
  'Sorry, you do not have permission to log in to the admin area': 'server.no-admin-login',
  'Request body is too large': 'server.body-too-large',
  "The server's disk is full: the file was not saved": 'server.disk-full',
  "The database's disk is full: the change was not saved": 'server.database-disk-full',
  'The email format is incorrect': 'server.email-format',
  'Thanks for registering!': 'server.thanks-register',
  'Please login first!': 'server.login-first',
  'Code can not be empty': 'server.code-empty',
  'Code Length can not exceed 65535': 'server.code-too-long',
  'Submit code successfully': 'server.submit-success',
  'The problem does not exist': 'server.problem-not-exist',
  'The submission does not exist': 'server.submission-not-exist',
  'You have not passed the problem so you cannot get the code passed recently': 'server.not-passed',
  'shared successfully': 'server.shared',
  'cancel sharing successfully': 'server.unshared',
  'rejudge successfully': 'server.rejudge-success',
  'cancel successfully': 'server.cancel-success',
  'update successfully': 'server.update-success',
  'delete successfully': 'server.delete-success',
  'The tag name already exists': 'server.tag-name-taken',
  'The input data can be at most 1000 characters': 'server.input-too-long',
  'The expected output can be at most 10000 characters': 'server.expected-too-long',
  'Sorry, you do not have permission to view this submission': 'server.no-view-submission',
  'The test judge result does not exist or has expired': 'server.test-expired',
  'The administrator has closed the judging of public problems, please try again later':
    'server.judge-closed',
  'Sorry, you are not allowed to submit': 'server.no-submit',
  'There are no problems yet': 'server.no-problems',
  'This status cannot be set manually': 'server.status-not-manual',
  'The test data of this problem is missing': 'server.testdata-missing',
  // Sign-up, sign-in protection, password reset and e-mail change (server/src/accounts).
  'Code is required': 'server.code-required',
  'The verification code must be 6 characters': 'server.code-length',
  'The verification code does not exist or has expired, please get a new one':
    'server.code-missing',
  'The verification code is incorrect': 'server.code-wrong',
  'The verification code has been sent, please check your mailbox': 'server.code-sent',
  'The reset link does not exist or has expired, please request a new one':
    'server.reset-link-missing',
  'The reset code is incorrect': 'server.reset-code-wrong',
  'The reset e-mail has been sent, please check your mailbox': 'server.reset-mail-sent',
  'Password reset successfully': 'server.reset-done',
  'The captcha is incorrect': 'server.captcha-wrong',
  'The captcha can be at most 8 characters': 'server.captcha-too-long',
  'The password is wrong': 'server.password-wrong',
  'The new email is the same as the current one': 'server.same-email',
  'Email changed successfully': 'server.email-changed',
  'Failed to send the e-mail, please try again later': 'server.mail-failed',
  'You can send at most 30 print requests in a contest': 'server.print-cap',
  "The site's address is not configured, so no link can be mailed; please tell the administrator":
    'server.no-base-url',
  'Please complete the slide verification first': 'server.slide-missing',
  'The slide verification failed, please try again': 'server.slide-wrong',
  'The email does not exist': 'server.email-unknown',
  'The username does not exist': 'server.username-unknown',
  // Home page and its admin (server/src/home, server/src/announcements).
  'Title is required': 'server.title-required',
  'Content is required': 'server.content-required',
  'Title can be at most 255 characters': 'server.title-too-long',
  'Content can be at most 65535 characters': 'server.content-too-long',
  'The announcement does not exist': 'server.announcement-not-exist',
  'The image does not exist': 'server.image-not-exist',
  'The file does not exist': 'server.file-not-exist',
  'Please choose a file to upload': 'server.no-file',
  'The group id must be a number': 'server.bad-gid',
  'File type not support': 'server.file-type',
  'Exceed max size limit': 'server.file-too-large',
  'Please choose a picture to upload': 'server.no-picture',
  'The picture is damaged or cannot be read': 'server.image-unreadable',
  'You have reached the upload limit for today, please try again tomorrow': 'server.upload-quota',
  // Settings, avatar, user home and rank lists (server/src/profile, server/src/ranking).
  'The old password is wrong': 'server.old-password-wrong',
  'Password changed successfully, please log in again': 'server.password-changed',
  'Upload successfully': 'server.upload-success',
  'The user does not exist': 'server.user-missing',
  'The link must start with http:// or https://': 'server.bad-link',
  'The rank type must be 0 (ACM) or 1 (OI)': 'server.rank-type',
  // Message center, notices and user admin (server/src/messages, server/src/admin-users).
  'The message does not exist': 'server.message-missing',
  'The message type must be Discuss, Reply, Like, Sys or Mine': 'server.message-type',
  'The notice does not exist': 'server.notice-missing',
  'Please choose the user who receives the notice': 'server.notice-recipient',
  'The type and recipient of a sent notice cannot be changed': 'server.notice-fixed',
  'The notice type must be Sys or Mine': 'server.notice-type',
  'Send successfully': 'server.send-success',
  'You cannot delete yourself': 'server.cannot-delete-self',
  'You cannot disable yourself or change your own type': 'server.cannot-demote-self',
  'The user type must be one of 1000 to 1008': 'server.user-type',
  'The status must be 0 (enabled) or 1 (disabled)': 'server.user-status',
  'The password must be between 6 and 25 characters': 'server.admin-password-length',
  'The title colour must look like #ff0000': 'server.title-color',
  'The end number cannot be less than the start number': 'server.end-before-start',
  'At most 500 users can be generated at once': 'server.generate-too-many',
  'The password length must be between 6 and 25': 'server.password-length-range',
  'The download link does not exist or has expired': 'server.download-expired',
  'Please upload the users to import': 'server.import-empty',
  'Add successfully': 'server.add-success',
  'Generate successfully': 'server.generate-success',
  'Please choose the users to delete': 'server.delete-none',
  'The username is required': 'server.username-required',
  'The username cannot contain spaces': 'server.username-spaces',
  'The username may only contain letters A-Z and a-z, digits 0-9, underscores (_), hyphens (-) and dots (.)':
    'server.username-chars',
  'The gender must be male, female, 0 or 1': 'server.gender-values',
  // Contest pages (server/src/contests).
  'The contest does not exist': 'server.contest-missing',
  'Sorry, you do not have permission for this contest': 'server.contest-no-permission',
  'The contest has not started yet': 'server.contest-not-started',
  'Please register for the contest first': 'server.contest-register-first',
  'Enter the contest password': 'server.contest-password-empty',
  'You have already registered for this contest': 'server.contest-registered-already',
  'This contest is public: no registration is needed': 'server.contest-public',
  'Register contest successfully': 'server.contest-registered',
  // Contest submit and help desk (server/src/contests/contest-submit.ts, contest-desk.routes.ts).
  'Contest has ended': 'server.contest-ended',
  'Another runner has already claimed this balloon': 'balloons.server.claimed',
  'No balloon is due: this team has no accepted run of this problem in the contest':
    'balloons.server.missing',
  'Content cannot be empty': 'server.print-empty',
  'The content must be at least 50 characters': 'server.print-too-short',
  'The content can be at most 65535 characters': 'server.print-too-long',
  'Printing is not open for this contest': 'server.print-closed',
  'The print record does not exist': 'server.print-missing',
  'Submit successfully': 'server.print-submitted',
  'Rejudge successfully': 'server.rejudge-success',
  'This contest problem has no submissions to rejudge': 'server.rejudge-nothing',
  // Scoreboards (server/src/contests/scoreboard.routes.ts).
  'The outside scoreboard of this contest is not open': 'server.board-not-open',
  'The page size must be one of 10, 30, 50, 100, 300': 'server.board-page-size',
  // Contest admin: the form, its problems and announcements (server/src/contests).
  'Description is required': 'server.description-required',
  'Start time is required': 'server.contest-start-required',
  'End time is required': 'server.contest-end-required',
  'The end time of the contest cannot be earlier than the start time':
    'server.contest-end-before-start',
  'The contest duration must be greater than 0': 'server.contest-duration',
  'Contest password is required unless the contest is public': 'server.contest-password-required',
  'Add Star User Error': 'server.star-user-error',
  'The contest is too short for this seal rank time': 'server.contest-seal-too-short',
  'Contest id is required': 'server.contest-id-required',
  'The contest display id is required': 'server.contest-display-id-required',
  'The contest display title is required': 'server.contest-display-title-required',
  'The display id already exists in this contest': 'server.display-id-taken',
  'The problem has already been added to this contest': 'server.problem-already-added',
  'The problem is not in this contest': 'server.problem-not-in-contest',
  'The problem does not exist or is not public': 'server.problem-not-public',
  'Announcement id is required': 'server.announcement-id-required',
  'Create successfully': 'server.create-success',
  'Clone successfully': 'server.clone-success',
  'Update successfully': 'server.update-success',
  'Delete successfully': 'server.delete-success',
  'Base URL must start with http:// or https://': 'server.config-base-url',
  'Record URL must start with http:// or https://': 'server.config-record-url',
  'Project URL must start with http:// or https://': 'server.config-project-url',
  'Website name is required': 'server.config-name-required',
  'Short name is required': 'server.config-short-name-required',
  'SMTP port must be a number from 1 to 65535': 'server.config-smtp-port',
  'SMTP host must be a host name or an IP address': 'server.config-smtp-host',
  'Sender address must be an e-mail address': 'server.config-sender',
  'Please enter the e-mail address to send the test mail to': 'server.config-test-to-required',
  'Please enter a valid e-mail address': 'server.config-test-to-invalid',
  // Problem admin: the form, test data and checkers (server/src/problems).
  'Problem Display ID is required': 'server.problem-id-required',
  'Input Description is required': 'server.input-description-required',
  'Output Description is required': 'server.output-description-required',
  'The problem_id already exists': 'server.problem-id-taken',
  'Judge Samples is required': 'server.judge-samples-required',
  'At least one language is required': 'server.language-required',
  'Spj Or Interactive Code is required': 'server.checker-code-required',
  'Please upload the test case zip first': 'server.upload-zip-first',
  'The uploaded test cases were not found, please upload the zip again': 'server.upload-zip-again',
  'Sorry, you do not have permission to manage this problem': 'server.no-problem-access',
  'Sorry, you do not have permission for the test data of this problem':
    'server.no-testdata-access',
  'Sorry, only super and problem admins can make a problem public': 'server.no-publish-access',
  'Upload Testcase Successfully': 'server.upload-testcase-success',
  'Compiled successfully': 'server.compiled-success',
  'The tag has been added, please do not add it repeatedly!': 'server.tag-added-twice',
  'The file must be a zip archive (.zip)': 'server.zip-required',
  ...communityMessages,
  ...groupProblemsMessages,
  ...groupTrainingsMessages,
  ...groupContestsMessages,
  ...contestHistoryMessages,
  ...plagiarismMessages,
  ...clarificationMessages,
  ...groupCommunityMessages,
  ...groupDiscussionsMessages,
};

const patterns: [RegExp, string, string][] = [
  ...communityPatterns,
  ...groupProblemsPatterns,
  ...groupTrainingsPatterns,
  ...groupContestsPatterns,
  ...contestHistoryPatterns,
  ...groupCommunityPatterns,
  ...groupDiscussionsPatterns,
  [/^The username is also in row (\d+)$/, 'server.username-repeated', 'row'],
  [/^The email is also in row (\d+)$/, 'server.email-repeated', 'row'],
  [/^Too many failed logins, please try again in (\d+) seconds?$/, 'server.login-wait', 'seconds'],
  [
    /^Too many wrong passwords, please try again in (\d+) seconds?$/,
    'server.contest-password-wait',
    'seconds',
  ],
  [/^Submitting too fast, please wait (\d+) seconds$/, 'server.submit-wait', 'seconds'],
  [/^Uploading too fast, please wait (\d+) seconds$/, 'server.upload-wait', 'seconds'],
  [/^The picture can be at most (\d+) x \d+ pixels$/, 'server.image-too-many-pixels', 'side'],
  [/^Printing too fast, please wait (\d+) seconds?$/, 'server.print-wait', 'seconds'],
  [/^Sending the test mail failed: (.+)$/s, 'server.test-mail-failed', 'reason'],
  [/^Content can be at most (\d+) characters$/, 'server.content-long', 'max'],
  [/^The reason can be at most (\d+) characters$/, 'server.report-long', 'max'],
  [
    /^The e-mail was sent recently, please try again in (\d+) seconds?$/,
    'server.mail-wait',
    'seconds',
  ],
];

/** The catalog id and values for a server message, or undefined when it has none. */
export function serverMessageId(
  msg: string,
): { id: string; values?: Record<string, string> } | undefined {
  const id = exact[msg];
  if (id) return { id };
  for (const [re, pid, name] of patterns) {
    const m = re.exec(msg);
    if (m?.[1]) return { id: pid, values: { [name]: m[1] } };
  }
  return undefined;
}

export const serverMessageIds = [...Object.values(exact), ...patterns.map((p) => p[1])];
