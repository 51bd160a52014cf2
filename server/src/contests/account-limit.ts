/**
 * A contest's account limit (`openAccountLimit` with `accountLimitRule`, hoj-types.json
 * stringFormats): `<prefix>..</prefix><suffix>..</suffix><start>..</start><end>..</end>
 * <extra>..</extra>`. A username is allowed when it is prefix + a number from start to end
 * (written without leading zeros, as HOJ builds it) + suffix, or one of the extra accounts
 * (separated by spaces or new lines).
 */
export interface AccountLimitRule {
  prefix: string;
  suffix: string;
  start: number | null;
  end: number | null;
  extra: string[];
}

export const accountLimitMessage =
  'Sorry, this contest only accepts accounts that match its account rule';

const tag = (rule: string, name: string) =>
  new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(rule)?.[1] ?? '';

const integer = (text: string): number | null =>
  /^-?\d+$/.test(text.trim()) ? Number(text.trim()) : null;

export const parseAccountLimitRule = (rule: string): AccountLimitRule => ({
  prefix: tag(rule, 'prefix'),
  suffix: tag(rule, 'suffix'),
  start: integer(tag(rule, 'start')),
  end: integer(tag(rule, 'end')),
  extra: tag(rule, 'extra')
    .split(/\s+/)
    .filter((name) => name !== ''),
});

const inRange = (r: AccountLimitRule, username: string): boolean => {
  if (r.start === null || r.end === null) return false;
  if (username.length < r.prefix.length + r.suffix.length) return false;
  if (!username.startsWith(r.prefix) || !username.endsWith(r.suffix)) return false;
  const middle = username.slice(r.prefix.length, username.length - r.suffix.length);
  if (!/^(0|-?[1-9]\d*)$/.test(middle)) return false;
  const n = Number(middle);
  return n >= r.start && n <= r.end;
};

/** Whether `username` may take part in a contest whose limit is `rule` (null: no limit). */
export const accountAllowed = (rule: string | null, username: string): boolean => {
  if (rule === null) return true;
  const r = parseAccountLimitRule(rule);
  return r.extra.includes(username) || inRange(r, username);
};

/** The rule a contest row enforces, or null when its account limit is off. */
export const enforcedAccountRule = (c: {
  open_account_limit: boolean;
  account_limit_rule: string | null;
}): string | null => (c.open_account_limit ? (c.account_limit_rule ?? '') : null);
