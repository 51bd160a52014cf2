import { foldVerdicts, rankedRows, viewKind, type BoardRow } from '@oj/events/scoring';
import { ccsId, reltime, time } from './ccs-format.ts';
import { stateObject } from './ccs-objects.ts';
import type { Snapshot } from './ccs-snapshot.ts';
import { withReveal } from './ccs-reveal.ts';

/** The board this reader may see now, from the shared scoring fold (stars are unranked). */
const rowsOf = (s: Snapshot): BoardRow[] => {
  const { settings, submissions, users } = s.board;
  const state = withReveal(s, foldVerdicts(settings, submissions));
  const kind = viewKind(settings, state.rules, { admin: s.admin, now: s.now.getTime() });
  return rankedRows(state, kind, new Map(Object.entries(users)));
};

const minutes = (seconds: number) => Math.floor(seconds / 60);

export const scoreboardObject = (s: Snapshot) => {
  const oi = s.contest.type === 1;
  const rows = rowsOf(s)
    .filter((r) => !r.star && r.rank > 0)
    .map((r) => {
      const cells = s.problems.map((p) => {
        const c = r.cells[p.display_id];
        const solved = c?.solved ?? false;
        return {
          problem_id: String(p.pid),
          num_judged: c?.tries ?? 0,
          num_pending: c?.pending ?? 0,
          ...(oi ? { score: c?.score ?? 0 } : { solved }),
          ...(solved && c?.solvedAt != null ? { time: minutes(c.solvedAt) } : {}),
        };
      });
      const times = cells.flatMap((c) => ('time' in c && c.time !== undefined ? [c.time] : []));
      return {
        rank: r.rank,
        team_id: ccsId(r.uid),
        score: oi
          ? { score: r.score }
          : {
              num_solved: r.solved,
              total_time: minutes(r.penalty),
              time: times.length > 0 ? Math.max(...times) : null,
            },
        problems: cells,
      };
    });
  return {
    time: time(s.now),
    contest_time: reltime(s.now.getTime() - s.contest.start_time.getTime()),
    state: stateObject(s),
    rows,
  };
};

const medals = ['gold-medal', 'silver-medal', 'bronze-medal'];

/** Winner, the contest's award levels (first three as medals) and first to solve per problem. */
export const awardObjects = (s: Snapshot) => {
  const rows = rowsOf(s).filter((r) => !r.star && r.rank > 0);
  const scored = rows.filter((r) => (s.contest.type === 1 ? r.score > 0 : r.solved > 0));
  const out = [
    {
      id: 'winner',
      citation: 'Contest winner',
      team_ids: scored.filter((r) => r.rank === 1).map((r) => ccsId(r.uid)),
    },
  ];
  const levels = [...s.contest.award_config].sort((a, b) => a.priority - b.priority);
  if (s.contest.award_type !== 0)
    levels.forEach((level, i) =>
      out.push({
        id: medals[i] ?? `award-${i + 1}`,
        citation: level.name,
        team_ids: rows.filter((r) => r.award?.name === level.name).map((r) => ccsId(r.uid)),
      }),
    );
  for (const p of s.problems)
    out.push({
      id: `first-to-solve-${p.pid}`,
      citation: `First to solve problem ${p.display_id}`,
      team_ids: rows.filter((r) => r.cells[p.display_id]?.firstBlood).map((r) => ccsId(r.uid)),
    });
  return out;
};
