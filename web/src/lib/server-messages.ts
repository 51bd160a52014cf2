/**
 * The server answers in English (HOJ clients show `msg` as is); this table maps the messages it
 * sends to catalog ids so the UI shows them in the user's language. A message not listed here
 * is shown as the server wrote it.
 */
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
};

const patterns: [RegExp, string, string][] = [
  [/^Too many failed logins, please try again in (\d+) minutes$/, 'server.login-locked', 'minutes'],
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
