import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgedSubmission, problemDto, startGroupSite } from '../../test-kit/index.ts';

/**
 * Group content never reaches non-members through the site: one of each kind is made in a
 * private group through the endpoints HOJ's client calls (a problem, a training, a contest, a
 * discussion, an announcement, a member's accepted submission), every title carrying the word
 * "Zebra"; then anonymous, a stranger, an applicant and a site admin who is no member look
 * through every site-wide list, detail, rank and search. Ranks follow HOJ: a group's accepted
 * problems do not count on the site (its judge records site ACs for `gid == null` only).
 */
let kit: Awaited<ReturnType<typeof startGroupSite>>;
let gid = 0;
const made = { pid: 0, problemId: '', tid: 0, cid: 0, did: 0, submitId: 0 };
const viewers: Record<string, string | null> = {};
const word = /zebra/i;

type Answer = { body: { status: number; msg: string; data: unknown } };
const get = (path: string, token: string | null) => kit.call('GET', path, token) as Promise<Answer>;
const idOf = async (table: string, title: string) => {
  const [row] = await kit.site.db.sql<{ id: number }[]>`
    SELECT id FROM ${kit.site.db.sql(table)} WHERE title = ${title}`;
  expect(row, `${table} ${title}`).toBeDefined();
  return Number(row!.id);
};

beforeAll(async () => {
  kit = await startGroupSite({ shortName: 'zebra' });
  gid = kit.gid;
  const owner = kit.tokens.owner!;
  await kit.ok('PUT', '/api/admin/switch/update', kit.rootToken, {
    openGroupDiscussion: true,
    defaultCreateDiscussionACInitValue: 0,
  });
  // Some site content, so the lists answer something.
  await kit.ok('POST', '/api/admin/problem', kit.rootToken, problemDto({ problemId: 'P1' }));

  await kit.ok(
    'POST',
    '/api/group/problem',
    owner,
    problemDto(
      { problemId: '1', title: 'Zebra crossing', gid: String(gid) },
      { tags: [{ id: null, name: 'zebratag' }] },
    ),
  );
  made.problemId = `${kit.shortName}1`;
  made.pid = Number(await kit.pidOf(made.problemId));

  const category = await kit.ok<{ id: number }>(
    'POST',
    '/api/admin/training/category',
    kit.rootToken,
    { name: 'Basics', color: '#409EFF' },
  );
  await kit.ok('POST', '/api/group/training', owner, {
    training: {
      id: null,
      title: 'Zebra training',
      description: 'Stripes',
      author: null,
      auth: 'Public',
      privatePwd: '',
      status: true,
      rank: 1000,
      isGroup: null,
      gid: String(gid),
      gmtCreate: null,
      gmtModified: null,
    },
    trainingCategory: { id: category.id, name: null, color: null, gid: null },
  });
  made.tid = await idOf('read.trainings', 'Zebra training');

  const hour = 3_600_000;
  await kit.ok('POST', '/api/group/contest', owner, {
    id: null,
    title: 'Zebra contest',
    type: 0,
    description: 'Run',
    source: 0,
    auth: 0,
    pwd: null,
    startTime: new Date(Date.now() - hour).toISOString(),
    endTime: new Date(Date.now() + 2 * hour).toISOString(),
    sealRank: false,
    sealRankTime: null,
    autoRealRank: true,
    visible: true,
    openPrint: false,
    openAccountLimit: false,
    accountLimitRule: null,
    rankShowName: 'username',
    starAccount: [],
    openRank: true,
    oiRankScoreType: 'Recent',
    gid: String(gid),
    awardType: 0,
    awardConfigList: [],
  });
  made.cid = await idOf('read.contests', 'Zebra contest');

  const [cat] = await kit.ok<{ id: number }[]>('POST', '/api/discussion-category', kit.rootToken, [
    { name: 'General' },
  ]);
  await kit.ok('POST', '/api/group/discussion', owner, {
    id: null,
    pid: null,
    gid: String(gid),
    title: 'Zebra talk',
    content: 'About stripes',
    description: 'Stripes',
    categoryId: String(cat!.id),
    topPriority: false,
  });
  made.did = await idOf('read.discussions', 'Zebra talk');

  await kit.ok('POST', '/api/group/announcement', owner, {
    id: null,
    gid: String(gid),
    title: 'Zebra news',
    content: 'Stripes',
    status: 0,
    uid: null,
  });

  made.submitId = await judgedSubmission(kit.site, {
    uid: kit.uids.lvmember!,
    username: 'lvmember',
    pid: made.pid,
    status: 'AC',
    oiRankScore: 100,
    gid,
  });
  Object.assign(viewers, {
    anonymous: null,
    stranger: kit.tokens.stranger!,
    applying: kit.tokens.applying!,
    'site admin': await kit.userWithRole('siteadmin', 'admin'),
  });
});
afterAll(async () => {
  await kit.close();
});

/** Site-wide lists and searches: their whole answer must not mention the group's content. */
const lists = [
  '/api/get-problem-list?currentPage=1&limit=50',
  '/api/get-problem-list?currentPage=1&limit=50&keyword=Zebra',
  '/api/get-recent-updated-problem',
  '/api/get-all-problem-tags',
  '/api/get-problem-tags-and-classification',
  '/api/get-training-list?currentPage=1&limit=50',
  '/api/get-training-list?currentPage=1&limit=50&keyword=Zebra',
  '/api/get-contest-list?currentPage=1&limit=50',
  '/api/get-contest-list?currentPage=1&limit=50&keyword=Zebra',
  '/api/get-recent-contest',
  '/api/get-discussion-list?currentPage=1&limit=50',
  '/api/get-discussion-list?currentPage=1&limit=50&keyword=Zebra',
  '/api/get-common-announcement?currentPage=1&limit=50',
  '/api/get-submission-list?currentPage=1&limit=50',
  '/api/get-submission-list?currentPage=1&limit=50&problemID=zebra1',
  '/api/get-user-home-info?username=lvmember',
];

describe('group content seen from outside the group', () => {
  it('is in no site-wide list or search', async () => {
    const leaks: string[] = [];
    for (const [who, token] of Object.entries(viewers))
      for (const path of lists) {
        const { body } = await get(path, token);
        if (body.status !== 200) leaks.push(`${who} ${path}: status ${body.status} ${body.msg}`);
        else if (word.test(JSON.stringify(body.data))) leaks.push(`${who} ${path}`);
      }
    expect(leaks).toEqual([]);
  });

  it('opens for no one outside by its id', async () => {
    const details = [
      `/api/get-problem-detail?problemId=${made.problemId}`,
      `/api/get-training-detail?tid=${made.tid}`,
      `/api/get-training-problem-list?tid=${made.tid}`,
      `/api/get-contest-info?cid=${made.cid}`,
      `/api/get-contest-problem?cid=${made.cid}`,
      `/api/get-discussion-detail?did=${made.did}`,
      `/api/get-submission-detail?submitId=${made.submitId}`,
      `/api/get-problem-tags?pid=${made.pid}`,
      `/api/get-group-rank-list?gid=${gid}&type=0`,
    ];
    const opened: string[] = [];
    for (const [who, token] of Object.entries(viewers))
      for (const path of details) {
        const { body } = await get(path, token);
        if (body.status === 200) opened.push(`${who} ${path}`);
      }
    expect(opened).toEqual([]);
  });

  it("counts nothing done in the group on the site's ranks, as HOJ's judge", async () => {
    for (const type of [0, 1]) {
      const { body } = await get(
        `/api/get-rank-list?type=${type}&currentPage=1&limit=30&searchUser=lvmember`,
        null,
      );
      const row = (
        body.data as { records: { username: string; ac: number; total: number; score: number }[] }
      ).records[0];
      expect(row).toMatchObject({ username: 'lvmember', ac: 0, total: 0, score: 0 });
    }
    const week = await get('/api/get-recent-seven-ac-rank', null);
    expect(
      (week.body.data as { username: string; ac: number }[]).filter(
        (u) => u.username === 'lvmember' && u.ac > 0,
      ),
    ).toEqual([]);
  });

  it('still shows all of it to the members, so the checks above look at real content', async () => {
    const member = kit.tokens.member!;
    const seen = await Promise.all(
      [
        `/api/group/get-problem-list?gid=${gid}&currentPage=1&limit=10`,
        `/api/group/get-training-list?gid=${gid}&currentPage=1&limit=10`,
        `/api/group/get-contest-list?gid=${gid}&currentPage=1&limit=10`,
        `/api/group/get-discussion-list?gid=${gid}&currentPage=1&limit=10`,
        `/api/group/get-announcement-list?gid=${gid}&currentPage=1&limit=10`,
        `/api/get-submission-list?gid=${gid}&currentPage=1&limit=10`,
      ].map(async (path) => [path, JSON.stringify((await get(path, member)).body.data)] as const),
    );
    for (const [path, text] of seen) expect(text, path).toMatch(/zebra/i);
  });
});
