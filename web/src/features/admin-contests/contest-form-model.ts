import type {
  AdminContest,
  AwardLevel,
  ContestFields,
  OiRankScoreType,
  RankShowName,
} from './api/types';

/** The account limit rule's parts: `prefix<n>suffix` for n in start..end, plus extra names. */
export interface AccountLimit {
  prefix: string;
  suffix: string;
  start: string;
  end: string;
  /** Usernames separated by spaces or line breaks. */
  extra: string;
}

/** What the contest form edits; times are `datetime-local` values in the viewer's zone. */
export interface ContestForm {
  title: string;
  description: string;
  /** Kept as loaded (a clone stores its origin here); the form does not show it. */
  source: string;
  type: number;
  auth: number;
  pwd: string;
  start: string;
  end: string;
  /** The chosen seal, or null for the spec's default (which follows the type and duration). */
  sealRank: number | null;
  autoRealRank: boolean;
  openPrint: boolean;
  openRank: boolean;
  allowEndSubmit: boolean;
  visible: boolean;
  rankShowName: RankShowName;
  oiRankScoreType: OiRankScoreType;
  starAccount: string[];
  openAccountLimit: boolean;
  limit: AccountLimit;
  awardType: number;
  awards: AwardLevel[];
}

/** The fields a check can point at. */
export type FormField =
  'title' | 'description' | 'start' | 'end' | 'pwd' | 'sealRank' | 'limit' | 'awards';

/** Message ids of what is wrong, by field; the server's own messages where it has one. */
export type FormErrors = Partial<Record<FormField, string>>;

/** Seconds before the end the board freezes, for seal choices 0 and 1 (server: contest.rules). */
export const SEAL_SPANS = [1800, 3600] as const;

/** The spec's default seal: an ACM contest of an hour or more seals the last hour, else all. */
export const defaultSealRank = (type: number, duration: number) =>
  type === 0 && duration >= 3600 ? 1 : 2;

/** Whether a seal choice fits a contest this long (half an hour and an hour need as much). */
export const sealFits = (choice: number, duration: number) =>
  choice === 2 || duration >= (SEAL_SPANS[choice as 0 | 1] ?? 0);

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a `datetime-local` value in the viewer's zone (minutes precision). */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Epoch ms of a `datetime-local` value, or NaN when empty or unreadable. */
export const localMs = (value: string) => (value.trim() ? new Date(value).getTime() : Number.NaN);

/** Whole seconds from start to end (NaN until both are set); negative when the end is first. */
export const durationOf = (f: Pick<ContestForm, 'start' | 'end'>) =>
  Math.floor((localMs(f.end) - localMs(f.start)) / 1000);

/** The seal the form will save: the chosen one, or the default for the type and duration. */
export const effectiveSeal = (f: ContestForm) => {
  const duration = durationOf(f);
  return f.sealRank ?? defaultSealRank(f.type, Number.isNaN(duration) ? 0 : duration);
};

/** Gold 10, silver 20, bronze 30 (spec 3, defaults), in HOJ's medal colours. */
export const defaultAwards = (names: [string, string, string]): AwardLevel[] => [
  { priority: 1, name: names[0], background: '#e6bf25', color: '#ffffff', num: 10 },
  { priority: 2, name: names[1], background: '#b4c0c7', color: '#ffffff', num: 20 },
  { priority: 3, name: names[2], background: '#b7924b', color: '#ffffff', num: 30 },
];

const emptyLimit: AccountLimit = { prefix: '', suffix: '', start: '0', end: '10', extra: '' };

/** A new contest: ACM, public, visible, real rank after the end (spec 3 defaults). */
export const emptyForm = (awardNames: [string, string, string]): ContestForm => ({
  title: '',
  description: '',
  source: '',
  type: 0,
  auth: 0,
  pwd: '',
  start: '',
  end: '',
  sealRank: null,
  autoRealRank: true,
  openPrint: false,
  openRank: false,
  allowEndSubmit: false,
  visible: true,
  rankShowName: 'username',
  oiRankScoreType: 'Recent',
  starAccount: [],
  openAccountLimit: false,
  limit: emptyLimit,
  awardType: 0,
  awards: defaultAwards(awardNames),
});

const tag = (rule: string, name: string) =>
  new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(rule)?.[1] ?? '';

/** Reads HOJ's tagged rule `<prefix>..</prefix><suffix>..</suffix><start>..` (and end, extra). */
export function parseAccountLimit(rule: string | null): AccountLimit {
  if (!rule) return emptyLimit;
  return {
    prefix: tag(rule, 'prefix'),
    suffix: tag(rule, 'suffix'),
    start: tag(rule, 'start') || '0',
    end: tag(rule, 'end') || '0',
    extra: tag(rule, 'extra'),
  };
}

/** Writes the rule back in HOJ's tag order, extra names separated by single spaces. */
export function formatAccountLimit(l: AccountLimit): string {
  const extra = l.extra.split(/\s+/).filter(Boolean).join(' ');
  return (
    `<prefix>${l.prefix.trim()}</prefix><suffix>${l.suffix.trim()}</suffix>` +
    `<start>${l.start.trim()}</start><end>${l.end.trim()}</end><extra>${extra}</extra>`
  );
}

/** The form of a stored contest (its seal counts as chosen). */
export function fromContest(c: AdminContest, awardNames: [string, string, string]): ContestForm {
  return {
    title: c.title,
    description: c.description,
    source: c.source,
    type: c.type,
    auth: c.auth,
    pwd: c.pwd ?? '',
    start: toLocalInput(c.startTime),
    end: toLocalInput(c.endTime),
    sealRank: c.sealRank,
    autoRealRank: c.autoRealRank,
    openPrint: c.openPrint,
    openRank: c.openRank,
    allowEndSubmit: c.allowEndSubmit,
    visible: c.visible,
    rankShowName: c.rankShowName,
    oiRankScoreType: c.oiRankScoreType,
    starAccount: [...c.starAccount],
    openAccountLimit: c.openAccountLimit,
    limit: parseAccountLimit(c.accountLimitRule),
    awardType: c.awardType,
    awards: c.awardConfigList.length ? c.awardConfigList : defaultAwards(awardNames),
  };
}

/** The request body; an unreadable time goes as '' so the server names it. */
export function toFields(f: ContestForm): ContestFields {
  const iso = (value: string) => {
    const ms = localMs(value);
    return Number.isNaN(ms) ? '' : new Date(ms).toISOString();
  };
  return {
    title: f.title.trim(),
    description: f.description,
    source: f.source,
    type: f.type,
    auth: f.auth,
    pwd: f.auth === 0 ? null : f.pwd,
    startTime: iso(f.start),
    endTime: iso(f.end),
    sealRank: effectiveSeal(f),
    autoRealRank: f.autoRealRank,
    openPrint: f.openPrint,
    openRank: f.openRank,
    rankShowName: f.rankShowName,
    openAccountLimit: f.openAccountLimit,
    accountLimitRule: f.openAccountLimit ? formatAccountLimit(f.limit) : null,
    starAccount: f.starAccount.map((s) => s.trim()),
    oiRankScoreType: f.oiRankScoreType,
    awardType: f.awardType,
    awardConfigList:
      f.awardType === 0
        ? []
        : f.awards.map((a, i) => ({ ...a, name: a.name.trim(), priority: i + 1 })),
    allowEndSubmit: f.allowEndSubmit,
    visible: f.visible,
  };
}
