import { expect } from 'vitest';
import { startGroupSite } from './group-kit.ts';
import { problemDto } from './problem-kit.ts';
import { judgeRunningC } from './judge-running-c.ts';

/** A page of a list answer. */
export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
}

/**
 * The group site of `startGroupSite` made ready for group trainings: a site training category,
 * a judge that runs C, the submit interval off, a public problem `P1` and the group's own
 * problem typed `1` (stored `<shortName>1`, made through the group problem form as HOJ's client
 * sends it), plus helpers that create trainings as HOJ's group form does.
 */
export const startGroupTrainingSite = async (o: { shortName?: string } = {}) => {
  const kit = await startGroupSite(o);
  const { gid, tokens } = kit;
  await kit.ok('PUT', '/api/admin/switch/update', kit.rootToken, { defaultSubmitInterval: 0 });
  const category = await kit.ok<{ id: number }>(
    'POST',
    '/api/admin/training/category',
    kit.rootToken,
    { name: 'Basics', color: '#409EFF' },
  );
  await kit.ok('POST', '/api/admin/problem', kit.rootToken, problemDto({ problemId: 'P1' }));
  const publicPid = Number(await kit.pidOf('P1'));
  await kit.ok(
    'POST',
    '/api/group/problem',
    tokens.owner!,
    problemDto({ problemId: '1', title: 'Group sum', gid: String(gid) }),
  );
  const groupProblemId = `${kit.shortName}1`;
  const groupPid = Number(await kit.pidOf(groupProblemId));
  await judgeRunningC(kit.site, 'group-training-test');

  let seq = 0;
  /** HOJ's group training form body: the whole Training with nulls and a string gid. */
  const trainingForm = (training: Record<string, unknown> = {}) => ({
    training: {
      id: null,
      title: `Group training ${++seq}`,
      description: 'Practise **loops**',
      author: null,
      auth: 'Public',
      privatePwd: '',
      status: true,
      rank: 1000,
      isGroup: null,
      gid: String(gid),
      gmtCreate: null,
      gmtModified: null,
      ...training,
    },
    trainingCategory: { id: category.id, name: null, color: null, gid: null },
  });
  /** Creates a group training as `by` (a level of the kit, `owner` too); answers its tid. */
  const newTraining = async (by = 'admin', training: Record<string, unknown> = {}) => {
    const form = trainingForm(training);
    await kit.ok('POST', '/api/group/training', tokens[by]!, form);
    const [row] = await kit.site.db.sql<{ id: number }[]>`
      SELECT id FROM read.trainings WHERE title = ${form.training.title}`;
    expect(row, `training ${String(form.training.title)}`).toBeDefined();
    return Number(row!.id);
  };
  /** Adds the group's problem (typed as its admin types it) to a training, as its root. */
  const addGroupProblem = (tid: number, problemId = groupProblemId) =>
    kit.ok(
      'POST',
      `/api/group/add-training-problem-from-group?problemId=${encodeURIComponent(problemId)}&tid=${tid}`,
      kit.rootToken,
    );

  return {
    ...kit,
    categoryId: category.id,
    publicPid,
    groupPid,
    groupProblemId,
    trainingForm,
    newTraining,
    addGroupProblem,
  };
};
