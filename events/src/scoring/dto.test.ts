import { describe, expect, it } from 'vitest';
import { prng } from '../prng.ts';
import type { SubmissionStatus } from '../judging/verdicts.ts';
import { applyVerdict, initialState } from './apply.ts';
import { rankedRows } from './board.ts';
import { rankedCountOf, updateRankedRows } from './board-update.ts';
import { rerankPage, rowDto, scoreboardChange, type ScoreboardRowDto } from './dto.ts';
import { settings, submitter, at } from '../../test-kit/scoring-fixtures.ts';
import type { ContestRule, ScoreState, ViewKind } from './types.ts';

/** A seeded generator, so a failing sequence can be replayed by its seed. */
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
          // Fixed places, or places that move with the number of ranked rows.
          award:
            seed % 3 === 0
              ? { type: 1, levels: [{ name: 'gold', color: '', background: '', percent: 40 }] }
              : {
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
        // With the delta's problems (as the server passes them) on odd steps, without on even;
        // with the state before (the server finds the changed rows by bisection) on every
        // third step, else by a pass over the list.
        const pids = new Set(applied.delta.cells.map((x) => x.pid));
        const from = step % 3 === 0 ? before : undefined;
        kept = updateRankedRows(
          kept,
          state,
          kind,
          changed,
          users,
          step % 2 ? pids : undefined,
          from,
        );
        expect(kept, `seed ${seed} step ${step} (server list)`).toEqual(ranked);
        expect(rankedCountOf(kept)).toBe(ranked.filter((x) => !x.star).length);
        const change = scoreboardChange({
          cid: 1,
          kind,
          before,
          after: state,
          // The server pushes from the list it keeps up to date.
          ranked: step % 2 ? kept : ranked,
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
