import { describe, expect, it } from 'vitest';
import { foldTrainingRank, type RankSourceRow } from './training-rank.ts';

const row = (
  username: string,
  cells: [string, string, number | null][],
  extra: Partial<RankSourceRow> = {},
): RankSourceRow => ({
  uid: `u-${username}`,
  username,
  realname: `Real ${username}`,
  nickname: '',
  school: '',
  gender: 'secrecy',
  avatar: '',
  cells: cells.map(([problemId, status, runTime]) => ({
    problemId,
    status,
    ac: status === 'AC',
    runTime,
  })),
  ...extra,
});

describe('training rank fold', () => {
  it.each([
    {
      why: 'more problems solved first',
      rows: [
        row('ann', [['P1', 'AC', 9]]),
        row('bob', [
          ['P1', 'AC', 50],
          ['P2', 'AC', 50],
        ]),
      ],
      order: ['bob', 'ann'],
    },
    {
      why: 'equal solved: less total run time first',
      rows: [
        row('ann', [
          ['P1', 'AC', 30],
          ['P2', 'WA', null],
        ]),
        row('bob', [['P1', 'AC', 10]]),
      ],
      order: ['bob', 'ann'],
    },
    {
      why: 'a full tie: by username, so pages are stable',
      rows: [row('zed', []), row('amy', [['P1', 'WA', null]])],
      order: ['amy', 'zed'],
    },
  ])('orders rows: $why', ({ rows, order }) => {
    expect(foldTrainingRank(rows, { keyword: '', admin: false }).map((r) => r.username)).toEqual(
      order,
    );
  });

  it('totals accepted run times and keys cells by problem id with HOJ status codes', () => {
    const [r] = foldTrainingRank(
      [
        row('ann', [
          ['P1', 'AC', 30],
          ['P2', 'TLE', null],
        ]),
      ],
      {
        keyword: '',
        admin: false,
      },
    );
    expect(r).toMatchObject({
      ac: 1,
      totalRunTime: 30,
      realname: null,
      avatar: null,
      submissionInfo: {
        P1: { status: 0, score: null, isAC: true, runTime: 30 },
        P2: { status: 1, score: null },
      },
    });
  });

  it('searches username and school for everyone, the real name only for training admins', () => {
    const rows = [
      row('ann', [], { school: 'North High' }),
      row('bob', [], { realname: 'Northrop' }),
    ];
    const names = (admin: boolean) =>
      foldTrainingRank(rows, { keyword: 'NORTH', admin }).map((r) => [r.username, r.realname]);
    expect(names(false)).toEqual([['ann', null]]);
    expect(names(true)).toEqual([
      ['ann', 'Real ann'],
      ['bob', 'Northrop'],
    ]);
  });
});
