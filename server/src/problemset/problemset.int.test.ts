import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemDto, startProblemSite } from '../../test-kit/index.ts';

let ps: Awaited<ReturnType<typeof startProblemSite>>;
type Page<T> = { records: T[]; total: number; size: number; current: number };
type Row = {
  pid: number;
  problemId: string;
  title: string;
  difficulty: number;
  tags: { id: number; name: string; color: string }[];
  total: number;
  ac: number;
};

beforeAll(async () => {
  ps = await startProblemSite();
  const create = async (problem: Record<string, unknown>, tags: string[]) => {
    const r = await ps.site.call('POST', '/api/admin/problem', {
      body: problemDto(problem, { tags: tags.map((name) => ({ id: null, name })) }),
      token: ps.rootToken,
    });
    expect(r.body.status, r.body.msg).toBe(200);
  };
  await create({ problemId: 'P1', title: 'Sum of two', difficulty: 0 }, ['math']);
  await create({ problemId: 'P2', title: 'Shortest path', difficulty: 2 }, ['graph', 'math']);
  await create({ problemId: 'P3', title: 'Hidden one', auth: 2 }, []);
  await create({ problemId: 'P4', title: 'Strings', difficulty: 1, codeTemplates: undefined }, [
    'strings',
  ]);
});
afterAll(() => ps?.close());

const list = (query = '') => ps.site.call<Page<Row>>('GET', `/api/get-problem-list${query}`);

describe('the public problem list', () => {
  it('lists public problems only, with tags and counts', async () => {
    const r = await list('?limit=30');
    expect(r.body.data.records.map((p) => p.problemId)).toEqual(['P1', 'P2', 'P4']);
    expect(r.body.data).toMatchObject({ total: 3, size: 30, current: 1 });
    expect(r.body.data.records[1]!.tags.map((t) => t.name).sort()).toEqual(['graph', 'math']);
    expect(r.body.data.records[0]).toMatchObject({ total: 0, ac: 0 });
  });

  it('filters by keyword, difficulty and tags (comma string or repeated)', async () => {
    expect((await list('?keyword=path')).body.data.records.map((p) => p.problemId)).toEqual(['P2']);
    expect((await list('?keyword=p4')).body.data.records.map((p) => p.problemId)).toEqual(['P4']);
    expect((await list('?difficulty=0')).body.data.records.map((p) => p.problemId)).toEqual(['P1']);
    const tags = await ps.site.call<{ id: number; name: string }[]>(
      'GET',
      '/api/get-all-problem-tags?oj=ME',
    );
    const id = (n: string) => tags.body.data.find((t) => t.name === n)!.id;
    expect((await list(`?tagId=${id('math')}`)).body.data.total).toBe(2);
    expect(
      (await list(`?tagId=${id('math')},${id('graph')}`)).body.data.records.map((p) => p.problemId),
    ).toEqual(['P2']);
    expect((await list(`?tagId=${id('math')}&tagId=${id('strings')}`)).body.data.total).toBe(0);
    expect(
      (await list('?limit=2&currentPage=2')).body.data.records.map((p) => p.problemId),
    ).toEqual(['P4']);
    expect((await list('?limit=1000')).body.status).toBe(400);
  });

  it('shows a public problem by display id and hides private ones', async () => {
    const d = await ps.site.call<{
      problem: Record<string, unknown>;
      languages: string[];
      problemCount: { total: number };
    }>('GET', '/api/get-problem-detail?problemId=p2');
    expect(d.body.data.problem).toMatchObject({
      problemId: 'P2',
      title: 'Shortest path',
      examples: '<input>1 2</input><output>3</output>',
    });
    expect(d.body.data.problem).not.toHaveProperty('spjCode');
    expect(d.body.data.languages).toEqual(['C', 'C++']);
    expect((await ps.site.call('GET', '/api/get-problem-detail?problemId=P3')).body).toMatchObject({
      status: 404,
      msg: 'The problem does not exist',
    });
    expect(
      (await ps.site.call('GET', '/api/get-problem-detail?problemId=P3', { token: ps.rootToken }))
        .body.status,
    ).toBe(200);
  });

  it('picks a random public problem and lists recent updates', async () => {
    const r = await ps.site.call<{ problemId: string }>('GET', '/api/get-random-problem');
    expect(['P1', 'P2', 'P4']).toContain(r.body.data.problemId);
    const recent = await ps.site.call<{ problemId: string }[]>(
      'GET',
      '/api/get-recent-updated-problem',
    );
    expect(recent.body.data.map((p) => p.problemId)).not.toContain('P3');
  });
});

describe('tag management', () => {
  it('groups tags by classification and follows a renamed tag onto its problems', async () => {
    const cls = await ps.site.call<{ id: number }>('POST', '/api/admin/tag/classification', {
      body: { name: 'Algorithms', oj: 'ME', rank: 1 },
      token: ps.rootToken,
    });
    const tags = await ps.site.call<{ id: number; name: string }[]>(
      'GET',
      '/api/get-all-problem-tags',
    );
    const graph = tags.body.data.find((t) => t.name === 'graph')!;
    const put = await ps.site.call('PUT', '/api/admin/tag', {
      body: { id: graph.id, name: 'graphs', color: '#ff0000', oj: 'ME', tcid: cls.body.data.id },
      token: ps.rootToken,
    });
    expect(put.body.status).toBe(200);
    const grouped = await ps.site.call<
      { classification: { name: string } | null; tagList: { name: string }[] }[]
    >('GET', '/api/get-problem-tags-and-classification?oj=ME');
    expect(grouped.body.data[0]).toMatchObject({
      classification: { name: 'Algorithms' },
      tagList: [{ name: 'graphs' }],
    });
    expect(grouped.body.data[1]!.classification).toBeNull();
    const p2 = await list('?keyword=P2');
    expect(p2.body.data.records[0]!.tags.map((t) => t.name).sort()).toEqual(['graphs', 'math']);
    const dup = await ps.site.call('POST', '/api/admin/tag', {
      body: { name: 'MATH', oj: 'ME' },
      token: ps.rootToken,
    });
    expect(dup.body).toMatchObject({ status: 400, msg: 'The tag name already exists' });
    const user = await ps.userWithRole('tagger', 'user');
    expect(
      (await ps.site.call('POST', '/api/admin/tag', { body: { name: 'x' }, token: user })).body
        .status,
    ).toBe(403);
    const del = await ps.site.call('DELETE', `/api/admin/tag?tid=${graph.id}`, {
      token: ps.rootToken,
    });
    expect(del.body.status).toBe(200);
    expect((await list('?keyword=P2')).body.data.records[0]!.tags.map((t) => t.name)).toEqual([
      'math',
    ]);
  });
});
