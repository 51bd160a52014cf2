import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import type { Verdict } from '@oj/events';
import {
  connectSocket,
  contestWithProblems,
  judgeAgain,
  judgedSubmission,
  pendingSubmission,
} from '../../test-kit/index.ts';
import { problemDto, startProblemSite } from '../../test-kit/problem-kit.ts';
import * as spec from './ccs-spec.schemas.ts';

/**
 * The CCS Contest API over the real app: a finished contest (one star, a seal kept after the
 * end) read through every endpoint and the event feed, each object checked against the spec.
 */
process.env.CCS_KEEPALIVE_MS = '300';
// No rebuild by the clock in this file: new lines can only come from the projections' NOTIFY.
process.env.CCS_REBUILD_MS = '3600000';
let kit: Awaited<ReturnType<typeof startProblemSite>>;
const uids: Record<string, string> = {};
const pids: Record<string, number> = {};
let cid: number;
let start: number;
const minute = 60_000;
const iso = (m: number) => new Date(start + m * minute).toISOString();
const basic = (u: string, p: string) => `Basic ${Buffer.from(`${u}:${p}`).toString('base64')}`;
const ROOT = basic('root', 'root-password');

const get = async (path: string, auth: string | null = ROOT) => {
  const res = await fetch(`${kit.site.url}/api${path}`, {
    headers: auth ? { authorization: auth } : {},
  });
  expect(res.headers.get('access-control-allow-origin')).toBe('*');
  return res;
};
const json = async (path: string, auth: string | null = ROOT) => {
  const res = await get(path, auth);
  expect(res.status, path).toBe(200);
  return (await res.json()) as unknown;
};
const feed = async (query = '', auth: string | null = ROOT) => {
  const res = await get(`/contests/${cid}/event-feed?stream=false${query}`, auth);
  expect(res.headers.get('content-type')).toContain('application/x-ndjson');
  return (await res.text()).split('\n').filter((l) => l !== '');
};
const submit = (name: string, problem: string, m: number, status: Verdict) =>
  judgedSubmission(kit.site, {
    uid: uids[name]!,
    username: name,
    pid: pids[problem]!,
    displayPid: problem,
    cid,
    submitTime: iso(m),
    status,
  });
let sealedRun: number;
let firstRun: number;

beforeAll(async () => {
  kit = await startProblemSite();
  for (const name of ['alice', 'bob', 'carol']) {
    await kit.userWithRole(name, 'user');
    uids[name] = (await kit.site.login(name)).uid;
  }
  for (const id of ['P1', 'P2']) {
    await kit.site.call('POST', '/api/admin/problem', {
      token: kit.rootToken,
      body: problemDto({ problemId: id, title: id }),
    });
    pids[id] = await kit.pidOf(id);
  }
  // Ended an hour ago; sealed its last hour (from minute 180) and kept sealed after the end.
  start = Date.now() - 300 * minute;
  cid = await contestWithProblems(
    kit.site,
    kit.rootToken,
    {
      title: 'CCS',
      startTime: iso(0),
      endTime: iso(240),
      sealRank: 1,
      autoRealRank: false,
      starAccount: ['carol'],
      awardType: 2,
      awardConfigList: [
        { priority: 1, name: 'Gold', background: '#ffd700', color: '#000', num: 1 },
      ],
    },
    [pids.P1!, pids.P2!],
  );
  firstRun = await judgedSubmission(kit.site, {
    uid: uids.alice!,
    username: 'alice',
    pid: pids.P1!,
    displayPid: 'P1',
    cid,
    submitTime: iso(10),
    status: 'WA',
    cases: ['AC', 'WA'],
  });
  await submit('alice', 'P1', 20, 'AC');
  await submit('bob', 'P2', 30, 'AC');
  await submit('carol', 'P1', 40, 'AC');
  sealedRun = await submit('bob', 'P1', 200, 'AC');
});
afterAll(async () => {
  await kit?.close();
  delete process.env.CCS_KEEPALIVE_MS;
  delete process.env.CCS_REBUILD_MS;
});

describe('the CCS Contest API (2023-06)', () => {
  it('serves every endpoint of a finished contest as the spec describes it', async () => {
    spec.apiInfo.parse(await json(''));
    spec.access.parse(await json(`/contests/${cid}/access`));
    expect(
      spec.contest
        .array()
        .parse(await json('/contests'))
        .map((c) => c.id),
    ).toContain(String(cid));
    spec.contest.parse(await json(`/contests/${cid}`));
    const state = spec.state.parse(await json(`/contests/${cid}/state`));
    expect(state.ended).toBe(iso(240));
    expect(state.thawed).toBeNull();
    for (const [type, schema] of Object.entries(spec.byType)) {
      if (type === 'contest' || type === 'state' || type === 'clarifications') continue;
      const list = schema.array().parse(await json(`/contests/${cid}/${type}`)) as { id: string }[];
      if (type === 'organizations') continue; // nobody filled in a school
      expect(list.length, type).toBeGreaterThan(0);
      expect(await json(`/contests/${cid}/${type}/${list[0]!.id}`)).toEqual(list[0]);
    }
    const runs = spec.run.array().parse(await json(`/contests/${cid}/runs`));
    expect(
      runs
        .filter((r) => r.judgement_id === `${firstRun}-1`)
        .map((r) => [r.ordinal, r.judgement_type_id, r.run_time]),
    ).toEqual([
      [1, 'AC', 0.01],
      [2, 'WA', 0.02],
    ]);
    expect(
      (await json(`/contests/${cid}/runs?judgement_id=${firstRun}-1`, null)) as unknown[],
    ).toHaveLength(2);
    const teams = spec.team.array().parse(await json(`/contests/${cid}/teams`));
    expect(teams.find((t) => t.label === 'carol')).toMatchObject({
      group_ids: ['stars'],
      hidden: true,
    });
    const board = spec.scoreboard.parse(await json(`/contests/${cid}/scoreboard`));
    expect(
      board.rows.map((r) => [r.team_id, r.rank, r.score.num_solved, r.score.total_time]),
    ).toEqual([
      [uids.bob, 1, 2, 230],
      [uids.alice, 2, 1, 40],
    ]);
    const awards = spec.award.array().parse(await json(`/contests/${cid}/awards`));
    expect(awards.find((a) => a.id === 'winner')?.team_ids).toEqual([uids.bob]);
    expect(awards.find((a) => a.id === 'gold-medal')?.team_ids).toEqual([uids.bob]);
    expect(awards.find((a) => a.id === `first-to-solve-${pids.P1}`)?.team_ids).toEqual([
      uids.alice,
    ]);
  });

  it('hides judgements of sealed submissions from the public everywhere', async () => {
    const pub = spec.judgement.array().parse(await json(`/contests/${cid}/judgements`, null));
    expect(pub.map((j) => j.submission_id)).not.toContain(String(sealedRun));
    const admin = spec.judgement.array().parse(await json(`/contests/${cid}/judgements`));
    expect(admin.map((j) => j.submission_id)).toContain(String(sealedRun));
    expect((await feed('', null)).join('\n')).not.toContain(`"submission_id":"${sealedRun}"`);
    const board = spec.scoreboard.parse(await json(`/contests/${cid}/scoreboard`, null));
    const bob = board.rows.find((r) => r.team_id === uids.bob)!;
    expect(bob.score.num_solved).toBe(1);
    expect(bob.problems.find((p) => p.problem_id === String(pids.P1))?.num_pending).toBe(1);
    expect((await get(`/contests/${cid}/accounts`, null)).status).toBe(403);
  });

  it('starts a judgement when a judge took the run, not when it was queued', async () => {
    const run = await pendingSubmission(kit.site, {
      uid: uids.alice!,
      username: 'alice',
      pid: pids.P2!,
      displayPid: 'P2',
      cid,
      submitTime: iso(100),
    });
    await judgeAgain(kit.site, run, { status: 'WA', startedAt: iso(101), at: iso(102) });
    const all = spec.judgement.array().parse(await json(`/contests/${cid}/judgements`));
    expect(all.find((j) => j.submission_id === String(run))).toMatchObject({
      start_time: iso(101),
      start_contest_time: '1:41:00.000',
      end_contest_time: '1:42:00.000',
    });
  });

  it('answers the spec errors: 404, 401 with a challenge, 400 for an unknown token', async () => {
    for (const path of [
      '/contests/999999',
      `/contests/${cid}/teams/nobody`,
      `/contests/${cid}/nothing`,
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(spec.error.parse(await res.json()).code).toBe(404);
    }
    const bad = await get(`/contests/${cid}`, basic('root', 'wrong'));
    expect(bad.status).toBe(401);
    expect(bad.headers.get('www-authenticate')).toMatch(/^Basic/);
    const token = await get(`/contests/${cid}/event-feed?stream=false&since_token=12345678`);
    expect(token.status).toBe(400);
    expect(spec.error.parse(await token.json()).code).toBe(400);
  });

  it('slows password guessing on Basic auth like the login form: 429 with Retry-After', async () => {
    await kit.userWithRole('guessed', 'user');
    for (let i = 0; i < 5; i++)
      expect((await get(`/contests/${cid}`, basic('guessed', `wrong${i}`))).status).toBe(401);
    // The fifth wrong password costs a delay: even the right one waits, told how long.
    const refused = await get(`/contests/${cid}`, basic('guessed', 'secret123'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(spec.error.parse(await refused.json()).message).toMatch(/^Too many failed logins/);
    // The login form counts the same guesses: it makes the guesser wait or solve the slide.
    const form = await kit.site.call<{ slideRequired?: boolean } | null>('POST', '/api/login', {
      body: { username: 'guessed', password: 'secret123' },
    });
    if (form.http !== 429) expect(form.body.data?.slideRequired).toBe(true);
    // Once the delay passes the owner gets in, and the counts start again from zero.
    await expect
      .poll(async () => (await get(`/contests/${cid}`, basic('guessed', 'secret123'))).status, {
        timeout: 20_000,
        interval: 500,
      })
      .toBe(200);
  });

  it('serves the event feed line by line, resumable exactly after any token', async () => {
    const lines = await feed();
    const events = lines.map((l) => spec.event.parse(JSON.parse(l)));
    for (const e of events) spec.byType[e.type].parse(e.data);
    expect(events.at(-1)?.type).toBe('state');
    const tokened = events.flatMap((e, i) => (e.token ? [i] : []));
    expect(tokened.length).toBeGreaterThan(3);
    for (const i of tokened)
      expect(await feed(`&since_token=${events[i]!.token}`)).toEqual(lines.slice(i + 1));
    const untokened = (l: string) => ({ ...(JSON.parse(l) as object), token: undefined });
    expect((await feed('&types=teams')).map(untokened)).toEqual(
      lines.filter((l) => l.startsWith('{"type":"teams"')).map(untokened),
    );
    const zip = unzipSync(
      new Uint8Array(await (await get(`/contests/${cid}/package`)).arrayBuffer()),
    );
    expect(strFromU8(zip['event-feed.ndjson']!).trim().split('\n')).toEqual(lines);
    expect((await get(`/contests/${cid}/package`, basic('alice', 'secret123'))).status).toBe(403);
  });

  it('keeps streaming: new judgements arrive, and a keepalive newline while idle', async () => {
    const last = spec.event.parse(JSON.parse((await feed()).at(-1)!)).token!;
    const ac = new AbortController();
    const res = await fetch(`${kit.site.url}/api/contests/${cid}/event-feed?since_token=${last}`, {
      headers: { authorization: ROOT },
      signal: ac.signal,
    });
    const reader = res.body!.getReader();
    onTestFinished(() => ac.abort());
    let text = '';
    const readUntil = async (done: (t: string) => boolean) => {
      while (!done(text)) text += new TextDecoder().decode((await reader.read()).value);
    };
    await readUntil((t) => t.includes('\n'));
    expect(text.trim()).toBe('');
    const late = await submit('alice', 'P2', 230, 'WA');
    await readUntil((t) => t.includes(`"submission_id":"${late}"`));
    const posted = await kit.site.call('POST', '/api/post-contest-clarification', {
      token: kit.rootToken,
      body: { cid, pid: 'A', content: 'Read the input to the end.' },
    });
    expect(posted.body.status, posted.body.msg).toBe(200);
    await readUntil((t) => t.includes('"type":"clarifications"'));
    ac.abort();
    const pub = spec.clarification
      .array()
      .parse(await json(`/contests/${cid}/clarifications`, null));
    expect(pub).toMatchObject([
      {
        from_team_id: null,
        to_team_id: null,
        problem_id: String(pids.P1),
        text: 'Read the input to the end.',
      },
    ]);
  });
  it('opens sealed judgements to the public as the shared reveal opens their cells, then thaws', async () => {
    const publicRow = async () =>
      spec.scoreboard
        .parse(await json(`/contests/${cid}/scoreboard`, null))
        .rows.find((r) => r.team_id === uids.bob)!.score.num_solved;
    expect(await publicRow()).toBe(1);
    const before = spec.event.parse(JSON.parse((await feed('', null)).at(-1)!)).token!;
    const started = await kit.site.call('POST', '/api/start-contest-resolver', {
      token: kit.rootToken,
      body: { cid, gold: 1, silver: 0, bronze: 0 },
    });
    expect(started.body.status, started.body.msg).toBe(200);
    const presenter = await connectSocket(kit.site.url, kit.rootToken);
    onTestFinished(() => void presenter.disconnect());
    // bob's sealed AC on P1 and alice's sealed WA on P2: two cells, then nothing is left.
    for (let n = 0; ; n++) {
      const a = (await presenter.emitWithAck('resolver:step', { cid, expectedStep: n })) as {
        status: number;
      };
      if (a.status !== 200) break;
      expect(n).toBeLessThan(2);
      if (n === 0)
        expect(spec.state.parse(await json(`/contests/${cid}/state`, null)).thawed).toBeNull();
    }
    const pub = spec.judgement.array().parse(await json(`/contests/${cid}/judgements`, null));
    expect(pub.map((j) => j.submission_id)).toContain(String(sealedRun));
    // Readers resuming from before the reveal get the opened judgements, at the steps' tokens.
    const fresh = (await feed(`&since_token=${before}`, null)).map((l) =>
      spec.event.parse(JSON.parse(l)),
    );
    const opened = fresh.find(
      (e) => e.type === 'judgements' && JSON.stringify(e.data).includes(`"${sealedRun}"`),
    );
    expect(opened).toBeDefined();
    expect(fresh.filter((e) => e.token).every((e) => Number(e.token) > Number(before))).toBe(true);
    const state = spec.state.parse(await json(`/contests/${cid}/state`, null));
    expect(state.thawed).not.toBeNull();
    expect(state.end_of_updates).not.toBeNull();
    expect(await publicRow()).toBe(2);
  });
});
