import {
  durationOf,
  effectiveSeal,
  localMs,
  sealFits,
  type ContestForm,
  type FormErrors,
} from './contest-form-model';

/**
 * The server's checks (server/src/contests/contest.rules.ts), in its order and with its
 * messages (as the `server.*` ids the UI shows them with), so the form says before saving
 * what the server would answer. The server stays the authority: its answer is shown too.
 */
export function checkContest(f: ContestForm): FormErrors {
  const errors: FormErrors = {};
  if (f.title.trim() === '') errors.title = 'server.title-required';
  if (f.description.trim() === '') errors.description = 'server.description-required';
  if (Number.isNaN(localMs(f.start))) errors.start = 'server.contest-start-required';
  if (Number.isNaN(localMs(f.end))) errors.end = 'server.contest-end-required';
  const duration = durationOf(f);
  if (!errors.start && !errors.end) {
    if (duration < 0) errors.end = 'server.contest-end-before-start';
    else if (duration === 0) errors.end = 'server.contest-duration';
    else if (!sealFits(effectiveSeal(f), duration))
      errors.sealRank = 'server.contest-seal-too-short';
  }
  if (f.auth !== 0 && f.pwd.trim() === '') errors.pwd = 'server.contest-password-required';
  const limit = checkAccountLimit(f);
  if (limit) errors.limit = limit;
  const awards = checkAwards(f);
  if (awards) errors.awards = awards;
  return errors;
}

/** The first message of a check, in the order the fields appear. */
export const firstError = (errors: FormErrors): string | undefined => Object.values(errors)[0];

/** Whether a star user may join the list (the server refuses blanks and repeats alike). */
export function checkStarUser(list: readonly string[], name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '' || list.some((s) => s.trim() === trimmed)) return 'server.star-user-error';
  return undefined;
}

const wholeNumber = (value: string) => /^\d+$/.test(value.trim());

/** The numbered range of an account limit: whole numbers, the end not before the start. */
function checkAccountLimit(f: ContestForm): string | undefined {
  if (!f.openAccountLimit) return undefined;
  const { start, end } = f.limit;
  if (!wholeNumber(start) || !wholeNumber(end)) return 'admin-contests.limit-numbers';
  if (Number(end) < Number(start)) return 'admin-contests.limit-range';
  return undefined;
}

/**
 * Award levels need a name and a whole number; percentages add up to at most 100. (The server
 * only needs the number to be a whole number of at least 0.)
 */
function checkAwards(f: ContestForm): string | undefined {
  if (f.awardType === 0) return undefined;
  if (f.awards.length === 0) return 'admin-contests.award-none';
  if (f.awards.some((a) => a.name.trim() === '')) return 'admin-contests.award-name-required';
  if (f.awards.some((a) => !Number.isInteger(a.num) || a.num < 0))
    return 'admin-contests.award-num-invalid';
  if (f.awardType === 1 && f.awards.reduce((sum, a) => sum + a.num, 0) > 100)
    return 'admin-contests.award-percent-total';
  return undefined;
}

/**
 * A contest problem's display id: required and unique in the contest, case-blind (server:
 * contest.decider checkLook); `pid` is the problem being edited, if any.
 */
export function checkDisplayId(
  displayId: string,
  taken: readonly { pid: number; displayId: string }[],
  pid?: number,
): string | undefined {
  const id = displayId.trim().toLowerCase();
  if (id === '') return 'server.contest-display-id-required';
  if (taken.some((t) => t.pid !== pid && t.displayId.toLowerCase() === id))
    return 'server.display-id-taken';
  return undefined;
}

/** The next free letter id (A, B, ... Z, then A1 ...), offered for a newly added problem. */
export function nextDisplayId(taken: readonly { displayId: string }[]): string {
  const used = new Set(taken.map((t) => t.displayId.toLowerCase()));
  for (let round = 0; ; round++)
    for (let c = 0; c < 26; c++) {
      const id = String.fromCharCode(65 + c) + (round ? String(round) : '');
      if (!used.has(id.toLowerCase())) return id;
    }
}
