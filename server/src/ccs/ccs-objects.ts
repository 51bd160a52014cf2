import { foldVerdicts, sealTime } from '@oj/events/scoring';
import { ccsId, judgementTypeOf, languageId, organizationId, reltime, time } from './ccs-format.ts';
import type { LogRow, Snapshot } from './ccs-snapshot.ts';
import { revealThawedAt } from './ccs-reveal.ts';

/** The two groups: who is ranked, and the star accounts the board shows unranked. */
export const PARTICIPANTS = 'participants';
export const STARS = 'stars';

const start = (s: Snapshot) => s.contest.start_time.getTime();
const rel = (s: Snapshot, d: Date) => reltime(d.getTime() - start(s));

export const contestObject = (s: Snapshot) => {
  const c = s.contest;
  const seal = sealTime(s.board.settings) ?? c.end_time.getTime();
  return {
    id: String(c.id),
    name: c.title,
    formal_name: c.title,
    start_time: time(c.start_time),
    duration: reltime(c.end_time.getTime() - start(s)),
    scoreboard_freeze_duration: reltime(c.end_time.getTime() - seal),
    scoreboard_type: c.type === 1 ? 'score' : 'pass-fail',
    penalty_time: 20,
  };
};

/**
 * Whether the public board is frozen now, and since when it opened again: at the end with auto
 * real rank, or when the shared projector reveal has opened its last frozen cell.
 */
export const stateObject = (s: Snapshot) => {
  const c = s.contest;
  const now = s.now.getTime();
  const [begin, end] = [start(s), c.end_time.getTime()];
  const seal = sealTime(s.board.settings) ?? end;
  const sealed = seal < end;
  const ended = now >= end;
  const revealed = () => revealThawedAt(s, foldVerdicts(s.board.settings, s.board.submissions));
  const thawedAt = !sealed || !ended ? null : c.auto_real_rank ? end : revealed();
  const thawed = thawedAt !== null;
  const pending = s.log.length > 0 && latest(s.log).some((r) => judgementTypeOf(r.status) === null);
  const finalized = ended && !pending;
  const at = (ok: boolean, ms: number) => (ok ? time(ms) : null);
  return {
    started: at(now >= begin, begin),
    frozen: at(sealed && now >= seal, seal),
    ended: at(ended, end),
    thawed: at(thawed, thawedAt ?? end),
    finalized: at(finalized, end),
    end_of_updates: at(finalized && (!sealed || thawed), Math.max(end, thawedAt ?? end)),
  };
};

/** Each submission's newest log row. */
export const latest = (log: readonly LogRow[]): LogRow[] => [
  ...new Map(log.map((r) => [r.submitId, r])).values(),
];

export const languageObjects = (s: Snapshot) =>
  s.languages.map((name) => ({
    id: languageId(name),
    name,
    entry_point_required: false,
    extensions: [] as string[],
  }));

export const problemObjects = (s: Snapshot) =>
  s.problems.map((p, i) => ({
    id: String(p.pid),
    label: p.display_id,
    name: p.display_title,
    ordinal: i + 1,
    ...(p.color ? { rgb: p.color } : {}),
    time_limit: p.time_limit / 1000,
  }));

export const groupObjects = () => [
  { id: PARTICIPANTS, name: 'Participants', type: 'participants' },
  { id: STARS, name: 'Unofficial (star) participants', type: 'unofficial' },
];

export const organizationObjects = (s: Snapshot) =>
  [...new Set(s.teams.map((t) => t.school).filter((x) => x.trim() !== ''))].map((school) => ({
    id: organizationId(school),
    name: school,
  }));

const starUids = (s: Snapshot) => new Set(s.board.settings.starUids);
/** The author and the site's super admins never appear on the board (JUDGING.md). */
const excluded = (s: Snapshot) =>
  new Set([s.board.settings.authorUid, ...s.board.settings.superAdminUids]);

export const teamObjects = (s: Snapshot) => {
  const [stars, off] = [starUids(s), excluded(s)];
  return s.teams.map((t) => ({
    id: ccsId(t.uid),
    label: t.username,
    name: t.username,
    display_name: t.nickname || t.username,
    organization_id: t.school.trim() ? organizationId(t.school) : null,
    group_ids: off.has(t.uid) ? [] : [stars.has(t.uid) ? STARS : PARTICIPANTS],
    hidden: off.has(t.uid) || stars.has(t.uid),
  }));
};

export const accountObjects = (s: Snapshot) =>
  s.teams.map((t) => ({
    id: ccsId(t.uid),
    username: t.username,
    name: t.nickname || t.username,
    type: 'team',
    team_id: ccsId(t.uid),
  }));

/** A submission as its first log row (its creation) describes it. */
export const submissionObject = (s: Snapshot, r: LogRow) => ({
  id: String(r.submitId),
  language_id: languageId(r.language),
  problem_id: String(r.pid),
  team_id: ccsId(r.uid),
  time: time(r.submitTime),
  contest_time: rel(s, r.submitTime),
});

export interface Judgement {
  position: number;
  /** The submission's newest judgement, made by a judge: its cases are the stored ones. */
  casesStored: boolean;
  data: {
    id: string;
    submission_id: string;
    judgement_type_id: string;
    start_time: string;
    start_contest_time: string;
    end_time: string;
    end_contest_time: string;
    max_run_time: number | null;
  };
}

/**
 * Every finished judgement the reader may see, at the position its verdict was logged: a
 * judgement starts when a judge took the run (when it re-entered the queue if no judge's start
 * is known, as after a rejudge applied from a preview) and ends at its verdict; a manual judge
 * without a new queueing starts and ends at once.
 */
export const judgements = (s: Snapshot): Judgement[] => {
  const out: Judgement[] = [];
  const queued = new Map<number, Date | null>();
  const count = new Map<number, number>();
  const last = new Map(s.log.map((r) => [r.submitId, r]));
  for (const r of s.log) {
    const type = judgementTypeOf(r.status);
    if (type === null) {
      queued.set(r.submitId, r.status === 'CA' ? null : r.at);
      continue;
    }
    const from = r.started ?? queued.get(r.submitId) ?? r.at;
    queued.set(r.submitId, null);
    const n = (count.get(r.submitId) ?? 0) + 1;
    count.set(r.submitId, n);
    const shown = s.shownAt(r);
    if (shown === null) continue;
    const newest = last.get(r.submitId) === r;
    out.push({
      position: shown,
      casesStored: newest && r.started !== null,
      data: {
        id: `${r.submitId}-${n}`,
        submission_id: String(r.submitId),
        judgement_type_id: type,
        start_time: time(from),
        start_contest_time: rel(s, from),
        end_time: time(r.at),
        end_contest_time: rel(s, r.at),
        max_run_time: r.time === null ? null : r.time / 1000,
      },
    });
  }
  return out;
};

/**
 * The test case runs of each judgement that has them stored: the newest judging of a submission
 * by a judge (the read model keeps one set of cases per submission). A run carries its
 * judgement's end time: cases are stored without a time of their own.
 */
export const runs = (s: Snapshot, js: readonly Judgement[] = judgements(s)) =>
  js.flatMap((j) =>
    !j.casesStored
      ? []
      : (s.cases.get(Number(j.data.submission_id)) ?? []).flatMap((c, i) => {
          const type = judgementTypeOf(c.status);
          if (type === null) return [];
          return [
            {
              position: j.position,
              data: {
                id: `${j.data.id}-${i + 1}`,
                judgement_id: j.data.id,
                ordinal: i + 1,
                judgement_type_id: type,
                time: j.data.end_time,
                contest_time: j.data.end_contest_time,
                run_time: c.time / 1000,
              },
            },
          ];
        }),
  );

/** The submissions, each at the position it was created. */
export const submissions = (s: Snapshot) => {
  const seen = new Set<number>();
  return s.log.flatMap((r) => {
    if (seen.has(r.submitId)) return [];
    seen.add(r.submitId);
    return [{ position: r.position, data: submissionObject(s, r) }];
  });
};
