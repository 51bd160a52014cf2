import { describe, expect, it } from 'vitest';
import type { SubmissionStatus } from '../judging/verdicts.ts';
import { applyVerdict, initialState } from './apply.ts';
import { rankedRows, updateRankedRows } from './board.ts';
import { rerankPage, rowDto, scoreboardChange, type ScoreboardRowDto } from './dto.ts';
import { settings, submitter, at } from '../../test-kit/scoring-fixtures.ts';
import type { ContestRule, ScoreState, ViewKind } from './types.ts';

/** A seeded generator, so a failing sequence can be replayed by its seed. */
const prng = (seed: number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};
const statuses: SubmissionStatus[] = ['AC', 'AC', 'WA', 'TLE', 'CE', 'PA', 'PENDING'];
const users = new Map();
const page = (state: ScoreState, kind: ViewKind): ScoreboardRowDto[] =>
  rankedRows(state, kind, users).map((r) => rowDto(state.settings.type, r, undefined));
const shape = (rows: ScoreboardRowDto[]) =>
  rows.map((r) => [
    r.uid,
    r.rank,
    r.totals.solved,
    r.totals.penalty,
    r.totals.score,
    r.totals.time,
    JSON.stringify(r.submissionInfo),
  ]);

describe('a client re-ranking its board from pushes', () => {
  it.each(Array.from({ length: 120 }, (_, i) => i + 1))(
    'ends exactly where a fresh render is (seed %i)',
    (seed) => {
      const r = prng(seed);
      const type: ContestRule = r() < 0.5 ? 'ACM' : 'OI';
      const kind: ViewKind = r() < 0.5 ? 'live' : 'sealed';
      let state = initialState(
        settings({
          type,
          sealRank: kind === 'sealed' ? 1 : null,
          starUids: ['u6'],
          award: {
            type: 2,
            levels: [
              { name: 'gold', color: '', background: '', num: 1 },
              { name: 'silver', color: '', background: '', num: 2 },
            ],
          },
        }),
      );
      const sub = submitter();
      let shown = page(state, kind);
      let kept = rankedRows(state, kind, users);
      const subs: ReturnType<typeof sub>[] = [];
      for (let step = 0; step < 40; step++) {
        const status = statuses[Math.floor(r() * statuses.length)]!;
        const score = Math.floor(r() * 101);
        const run = 1 + Math.floor(r() * 50);
        // Sometimes a rejudge: an earlier submission (same user, problem and time) judged anew.
        const earlier =
          subs.length > 0 && r() < 0.2 ? subs[Math.floor(r() * subs.length)] : undefined;
        const s = earlier
          ? { ...earlier, status, score, time: run }
          : sub(
              `u${1 + Math.floor(r() * 7)}`,
              'ABC'[Math.floor(r() * 3)]!,
              at(Math.floor(r() * 300)),
              status,
              {
                score,
                run,
              },
            );
        if (!earlier) subs.push(s);
        const before = state;
        const applied = applyVerdict(state, s);
        state = applied.state;
        const ranked = rankedRows(state, kind, users);
        // The server keeps its ranked list up to date the same way, without a fresh render.
        const changed = new Set([
          ...applied.delta.rows.map((x) => x.uid),
          ...applied.delta.cells.map((x) => x.uid),
        ]);
        // With the delta's problems (as the server passes them) on odd steps, without on even.
        const pids = new Set(applied.delta.cells.map((x) => x.pid));
        kept = updateRankedRows(kept, state, kind, changed, users, step % 2 ? pids : undefined);
        expect(kept, `seed ${seed} step ${step} (server list)`).toEqual(ranked);
        const change = scoreboardChange({
          cid: 1,
          kind,
          before,
          after: state,
          ranked,
          submitter: s.uid,
          delta: applied.delta,
          users,
        });
        if (change) shown = rerankPage(shown, change, { keepOutsiders: true });
        expect(shape(shown), `seed ${seed} step ${step}`).toEqual(shape(page(state, kind)));
      }
    },
  );
});
