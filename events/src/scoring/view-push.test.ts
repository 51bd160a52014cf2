import { describe, expect, it } from 'vitest';
import { prng } from '../prng.ts';
import type { SubmissionStatus } from '../judging/verdicts.ts';
import { applyVerdict, initialState } from './apply.ts';
import { rankedRows } from './board.ts';
import { acmCellDto, scoreboardChange, type ScoreboardChange } from './dto.ts';
import { foldVerdicts } from './fold.ts';
import { at, settings, submitter } from '../../test-kit/scoring-fixtures.ts';
import type { ScoreState, ScoredSubmission, ViewKind } from './types.ts';

/**
 * Each view's `scoreboard:changed` push is the difference of that view's own board before and
 * after one verdict. The public (sealed) push must never tell what the frozen window hides:
 * no verdict of a frozen submission, and no first-blood flag that moved because of one.
 */
const users = new Map();
const acm = settings({ sealRank: 1 });
// Sealed from minute 240 of the 300.
const FROZEN = 240;

const push = (before: ScoreState, s: ScoredSubmission, kind: ViewKind) => {
  const { state, delta } = applyVerdict(before, s);
  const change = scoreboardChange({
    cid: 1,
    kind,
    before,
    after: state,
    ranked: rankedRows(state, kind, users),
    submitter: s.uid,
    delta,
    users,
  });
  return { state, change };
};
const both = (before: ScoreState, s: ScoredSubmission) => ({
  state: applyVerdict(before, s).state,
  pub: push(before, s, 'sealed').change,
  admin: push(before, s, 'live').change,
});

type AcmInfo = Record<string, ReturnType<typeof acmCellDto>>;
/** Every uid a push mentions: changed rows, rows that left, cells of other rows. */
const mentioned = (c: ScoreboardChange | null) =>
  c === null ? [] : [...c.rows.map((r) => r.uid), ...c.removed, ...c.cells.map((x) => x.uid)];
const cellIn = (c: ScoreboardChange | null, uid: string, pid: string) =>
  c?.cells.find((x) => x.uid === uid && x.pid === pid)?.cell ??
  (c?.rows.find((r) => r.uid === uid)?.submissionInfo as AcmInfo | undefined)?.[pid];

describe('the public push during the freeze', () => {
  const sub = submitter();
  // x takes first blood on A before the freeze; y and z solve B only inside the frozen window.
  const xA = sub('x', 'A', at(60), 'AC');
  const yA = sub('y', 'A', at(FROZEN + 5), 'AC');
  const yB = sub('y', 'B', at(FROZEN + 10), 'AC');
  const zB = sub('z', 'B', at(FROZEN + 20), 'AC');
  const zA = sub('z', 'A', at(30), 'WA');
  const start = foldVerdicts(acm, [xA, zA, yB, zB]);

  it('shows a frozen accepted run as one pending try and moves no first blood', () => {
    const { pub, admin } = both(start, yA);
    expect(mentioned(pub)).toEqual(['y']);
    expect(cellIn(pub, 'y', 'A')).toEqual({
      isAC: false,
      isFirstAC: false,
      ACTime: null,
      errorNum: 0,
      tryNum: 1,
    });
    expect(pub?.rows[0]?.ac).toBe(0);
    expect(cellIn(admin, 'y', 'A')).toMatchObject({ isAC: true, isFirstAC: false, tryNum: 0 });
  });

  it('says nothing when a frozen run loses first blood to another frozen run on rejudge', () => {
    // Live, y holds first blood on B and z gets it when y's run turns wrong; sealed, both cells
    // stay one pending try each, so the public board does not change at all.
    const { pub, admin } = both(start, { ...yB, status: 'WA' });
    expect(pub).toBeNull();
    expect(cellIn(admin, 'z', 'B')).toMatchObject({ isAC: true, isFirstAC: true });
    expect(cellIn(admin, 'y', 'B')).toMatchObject({ isAC: false, isFirstAC: false });
  });

  it('shows a pre-freeze first blood rejudged wrong without naming the frozen solver it passes to', () => {
    const withY = applyVerdict(start, yA).state;
    const { pub, admin } = both(withY, { ...xA, status: 'WA' });
    // x's own run is before the freeze: the public sees x lose A, and nobody gain first blood.
    expect(mentioned(pub)).toEqual(['x']);
    expect(cellIn(pub, 'x', 'A')).toMatchObject({ isAC: false, isFirstAC: false, errorNum: 1 });
    expect(mentioned(admin).sort()).toEqual(['x', 'y']);
    expect(cellIn(admin, 'y', 'A')).toMatchObject({ isAC: true, isFirstAC: true });
  });

  it('says nothing for a frozen run rejudged from one verdict to another', () => {
    const { pub, admin } = both(start, { ...zB, status: 'TLE' });
    expect(pub).toBeNull();
    expect(cellIn(admin, 'z', 'B')).toMatchObject({ isAC: false, errorNum: 1 });
  });

  it('shows a frozen run going back to pending as one try fewer, and nothing else', () => {
    const { pub } = both(start, { ...yB, status: 'PENDING' });
    // y has no other judged run: the row leaves both boards, which the public does see.
    expect(pub?.removed).toEqual(['y']);
    expect(pub?.cells).toEqual([]);
  });
});

/** A seeded generator, so a failing sequence can be replayed by its seed. */
const statuses: SubmissionStatus[] = ['AC', 'AC', 'AC', 'WA', 'TLE', 'CE', 'PENDING'];

/** A row of one view as a viewer sees it, rank and award aside (clients re-rank). */
const rowsOf = (state: ScoreState, kind: ViewKind) =>
  new Map(
    rankedRows(state, kind, users).map((r) => [
      r.uid,
      JSON.stringify([r.solved, r.penalty, r.score, r.time, r.star, r.cells]),
    ]),
  );

describe('each view pushes exactly what its own board changed', () => {
  it.each(Array.from({ length: 150 }, (_, i) => i + 1))('seed %i', (seed) => {
    const r = prng(seed);
    const type = r() < 0.75 ? 'ACM' : 'OI';
    let state = initialState(settings({ type, sealRank: r() < 0.5 ? 1 : 0 }));
    const sub = submitter();
    const subs: ScoredSubmission[] = [];
    for (let step = 0; step < 40; step++) {
      const status = statuses[Math.floor(r() * statuses.length)]!;
      const score = status === 'AC' ? 100 : Math.floor(r() * 3) * 30;
      const earlier =
        subs.length > 0 && r() < 0.3 ? subs[Math.floor(r() * subs.length)] : undefined;
      const s = earlier
        ? { ...earlier, status, score }
        : sub(
            `u${1 + Math.floor(r() * 5)}`,
            'AB'[Math.floor(r() * 2)]!,
            at([30, 200, 239, 240, 250, 260, 280][Math.floor(r() * 7)]!),
            status,
            { score, run: 10 },
          );
      if (!earlier) subs.push(s);
      for (const kind of ['live', 'sealed'] as const) {
        const { state: next, change } = push(state, s, kind);
        const before = rowsOf(state, kind);
        const after = rowsOf(next, kind);
        const changed = [...new Set([...before.keys(), ...after.keys()])]
          .filter((uid) => before.get(uid) !== after.get(uid))
          .sort();
        const where = `seed ${seed} step ${step} ${kind}`;
        expect([...new Set(mentioned(change))].sort(), where).toEqual(changed);
        for (const c of change?.cells ?? [])
          expect(c.cell, `${where} ${c.uid}/${c.pid}`).toEqual(
            acmCellDto(rankedRows(next, kind, users).find((x) => x.uid === c.uid)!.cells[c.pid]!),
          );
      }
      state = applyVerdict(state, s).state;
    }
  });
});
