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
