import { describe, expect, it } from 'vitest';
import type { AdminContest } from './api/types';
import {
  defaultSealRank,
  emptyForm,
  formatAccountLimit,
  fromContest,
  parseAccountLimit,
  sealFits,
  toFields,
  toLocalInput,
} from './contest-form-model';

const names: [string, string, string] = ['Gold', 'Silver', 'Bronze'];

describe('contest form model', () => {
  it('defaults the seal like the server: an hour for ACM of an hour or more, else whole', () => {
    expect(defaultSealRank(0, 3600)).toBe(1);
    expect(defaultSealRank(0, 3599)).toBe(2);
    expect(defaultSealRank(1, 5 * 3600)).toBe(2);
    expect(sealFits(0, 1799)).toBe(false);
    expect(sealFits(0, 1800)).toBe(true);
    expect(sealFits(1, 1800)).toBe(false);
    expect(sealFits(2, 1)).toBe(true);
  });

  it('reads and writes HOJ account limit rules', () => {
    const rule =
      '<prefix>team</prefix><suffix>_x</suffix><start>1</start><end>30</end><extra>amy bob</extra>';
    const parts = parseAccountLimit(rule);
    expect(parts).toEqual({
      prefix: 'team',
      suffix: '_x',
      start: '1',
      end: '30',
      extra: 'amy bob',
    });
    expect(formatAccountLimit({ ...parts, extra: ' amy\n bob ' })).toBe(rule);
  });

  it('sends times as instants, the effective seal, and no password for a public contest', () => {
    const fields = toFields({
      ...emptyForm(names),
      title: ' Cup ',
      description: 'd',
      start: '2030-05-01T09:00',
      end: '2030-05-01T14:00',
      pwd: 'left over',
      starAccount: ['amy'],
      awardType: 1,
    });
    expect(fields).toMatchObject({
      title: 'Cup',
      pwd: null,
      sealRank: 1,
      startTime: new Date('2030-05-01T09:00').toISOString(),
      endTime: new Date('2030-05-01T14:00').toISOString(),
      starAccount: ['amy'],
      accountLimitRule: null,
    });
    expect(fields.awardConfigList.map((a) => [a.priority, a.name, a.num])).toEqual([
      [1, 'Gold', 10],
      [2, 'Silver', 20],
      [3, 'Bronze', 30],
    ]);
    expect(toFields({ ...emptyForm(names), start: 'nonsense' }).startTime).toBe('');
  });

  it('round-trips a stored contest', () => {
    const stored = {
      id: 4,
      title: 'Cup',
      description: 'd',
      source: '2',
      type: 1,
      auth: 2,
      pwd: 'pw',
      startTime: new Date('2030-05-01T09:00').toISOString(),
      endTime: new Date('2030-05-01T14:00').toISOString(),
      sealRank: 0,
      autoRealRank: false,
      openPrint: true,
      openRank: true,
      rankShowName: 'nickname',
      openAccountLimit: false,
      accountLimitRule: null,
      starAccount: ['amy'],
      oiRankScoreType: 'Highest',
      awardType: 2,
      awardConfigList: [
        { priority: 1, name: 'Top', background: '#000000', color: '#ffffff', num: 3 },
      ],
      allowEndSubmit: true,
      visible: false,
    } as unknown as AdminContest;
    const form = fromContest(stored, names);
    expect(form.start).toBe(toLocalInput(stored.startTime));
    expect(toFields(form)).toMatchObject({
      source: '2',
      type: 1,
      auth: 2,
      pwd: 'pw',
      sealRank: 0,
      rankShowName: 'nickname',
      oiRankScoreType: 'Highest',
      awardConfigList: stored.awardConfigList,
      visible: false,
      startTime: stored.startTime,
    });
  });
});
