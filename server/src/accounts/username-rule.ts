/**
 * Which names a new account may take (sign-up, user import and generation, the first super
 * admin): at most 20 characters (spec) of ASCII letters, digits, underscore, hyphen and dot,
 * so that no name hides an invisible character or a letter of another script that looks
 * Latin. Accounts made before this rule keep their names and log in with them.
 */
export const usernameMax = 20;
export const usernameChars = /^[A-Za-z0-9_.-]+$/;
export const usernameMaxMsg = `The username can be up to ${usernameMax} characters long`;
export const usernameCharsMsg =
  'The username may only contain letters A-Z and a-z, digits 0-9, underscores (_), hyphens (-) and dots (.)';

/** Why a new account cannot be called `username` (already trimmed), or null if it can. */
export const newUsernameProblem = (username: string): string | null => {
  if (username === '') return 'The username is required';
  if (username.length > usernameMax) return usernameMaxMsg;
  if (!usernameChars.test(username)) return usernameCharsMsg;
  return null;
};
