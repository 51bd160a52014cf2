import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClarificationChange } from '@oj/events';
import {
  connectSocket,
  contestWithProblems,
  problemDto,
  startProblemSite,
} from '../../test-kit/index.ts';
import { CLARIFICATION_MAX, clarificationMessages as m } from './clarification.decider.ts';
import { ASK_BURST } from './clarification.routes.ts';

/** Clarifications over the app: who may ask, read, claim and answer, and who hears of it. */
let kit: Awaited<ReturnType<typeof startProblemSite>>;
const tokens: Record<string, string> = {};
let cid: number;
let ended: number;
const hour = 3_600_000;
type Clar = {
  id: number;
  displayId: string | null;
  question: string | null;
  answer: string | null;
  toAll: boolean;
  username: string | null;
  mine: boolean;
  fromJury: boolean;
  claimedBy: string | null;
};
const call = <T = null>(method: string, path: string, token: string | null, body?: unknown) =>
  kit.site.call<T>(method, path, { token, ...(body === undefined ? {} : { body }) });
const ask = (who: string | null, body: Record<string, unknown>) =>
  call<{ id: number }>('POST', '/api/submit-contest-clarification', who && tokens[who]!, {
    cid,
    ...body,
  });
const list = async (who: string) => {
  const r = await call<Clar[]>('GET', `/api/get-contest-clarifications?cid=${cid}`, tokens[who]!);
  expect(r.body.status, r.body.msg).toBe(200);
  return r.body.data;
};
const queue = async () => {
  const r = await call<Clar[]>(
    'GET',
    `/api/get-contest-clarification-queue?cid=${cid}`,
    tokens.root!,
  );
  expect(r.body.status, r.body.msg).toBe(200);
  return r.body.data;
};

beforeAll(async () => {
  kit = await startProblemSite();
  tokens.root = kit.rootToken;
  for (const name of ['alice', 'bob', 'mallory'])
    tokens[name] = await kit.userWithRole(name, 'user');
  tokens.author = await kit.userWithRole('author', 'admin');
  await call('POST', '/api/admin/problem', kit.rootToken, problemDto({ problemId: 'CLAR1' }));
  const pid = await kit.pidOf('CLAR1');
  const now = Date.now();
  const run = (from: number, to: number) => ({
    startTime: new Date(from).toISOString(),
    endTime: new Date(to).toISOString(),
  });
  cid = await contestWithProblems(kit.site, tokens.author, run(now - hour, now + 3 * hour), [pid]);
  ended = await contestWithProblems(kit.site, tokens.author, run(now - 3 * hour, now - hour), []);
});
afterAll(() => kit?.close());

describe('asking', () => {
  it('refuses the anonymous, empty, too long and unknown-problem questions with clear messages', async () => {
    expect((await ask(null, { content: 'hi' })).body).toMatchObject({
      status: 401,
      msg: 'Please login first',
    });
    expect((await ask('alice', { content: ' ' })).body).toMatchObject({
      status: 400,
      msg: m.emptyQuestion,
    });
    expect((await ask('alice', { pid: null })).body).toMatchObject({
      status: 400,
      msg: m.emptyQuestion,
    });
    const long = await ask('alice', { content: 'x'.repeat(CLARIFICATION_MAX + 1) });
    expect(long.body).toMatchObject({ status: 400, msg: m.longQuestion });
    const unknown = await ask('alice', { pid: 'Z', content: 'What?' });
    expect(unknown.body).toMatchObject({
      status: 400,
      msg: 'The problem does not exist in this contest',
    });
    const late = await call('POST', '/api/submit-contest-clarification', tokens.alice!, {
      cid: ended,
      content: 'Too late?',
    });
    expect(late.body).toMatchObject({ status: 403, msg: m.notRunning });
  });

  it('takes a question per problem (any case of its display id) or general', async () => {
    const a = await ask('alice', { pid: 'a', content: 'Is n >= 1 in A?' });
    expect(a.body.status, a.body.msg).toBe(200);
    const b = await ask('bob', { cid: String(cid), pid: '', content: 'Is there a break?' });
    expect(b.body.status, b.body.msg).toBe(200);
    expect((await list('alice')).map((c) => [c.displayId, c.question, c.mine])).toEqual([
      ['A', 'Is n >= 1 in A?', true],
    ]);
    expect((await list('bob')).map((c) => [c.displayId, c.question])).toEqual([
      [null, 'Is there a break?'],
    ]);
  });
});

describe('the jury', () => {
  it('is the contest admins alone: others get 403 for the queue, claims, answers and posts', async () => {
    const [first] = await queue();
    for (const who of ['alice', 'mallory']) {
      const t = tokens[who]!;
      const refused = { status: 403, msg: 'Sorry, you do not have permission for this contest' };
      expect(
        (await call('GET', `/api/get-contest-clarification-queue?cid=${cid}`, t)).body,
      ).toMatchObject(refused);
      expect(
        (await call('PUT', '/api/claim-contest-clarification', t, { cid, id: first!.id })).body,
      ).toMatchObject(refused);
      const answer = { cid, id: first!.id, answer: 'Yes', toAll: true };
      expect(
        (await call('PUT', '/api/answer-contest-clarification', t, answer)).body,
      ).toMatchObject(refused);
      expect(
        (await call('POST', '/api/post-contest-clarification', t, { cid, content: 'x' })).body,
      ).toMatchObject(refused);
    }
    const anonymous = await call('PUT', '/api/claim-contest-clarification', null, {
      cid,
      id: first!.id,
    });
    expect(anonymous.body.status).toBe(401);
  });

  it('sees open questions first, oldest first, with who claimed them; a claim can be taken over', async () => {
    const [alices, bobs] = await queue();
    expect([alices!.question, bobs!.question]).toEqual(['Is n >= 1 in A?', 'Is there a break?']);
    const claim = (who: string) =>
      call('PUT', '/api/claim-contest-clarification', tokens[who]!, { cid, id: bobs!.id });
    expect((await claim('author')).body.status).toBe(200);
    expect((await queue())[1]!.claimedBy).toBe('author');
    expect((await claim('root')).body.status).toBe(200);
    expect((await queue())[1]!.claimedBy).toBe('root');
    const missing = await call('PUT', '/api/claim-contest-clarification', tokens.root!, {
      cid,
      id: 999_999,
    });
    expect(missing.body).toMatchObject({ status: 404, msg: m.missing });
  });

  it('answers privately to the asker or to all, once, and the right sockets hear of it', async () => {
    const [alices, bobs] = await queue();
    const alice = await connectSocket(kit.site.url, tokens.alice!);
    const bob = await connectSocket(kit.site.url, tokens.bob!);
    const heard = { alice: [] as ClarificationChange[], bob: [] as ClarificationChange[] };
    for (const [name, s] of [
      ['alice', alice],
      ['bob', bob],
    ] as const) {
      s.on('contest:clarification', (c) => heard[name].push(c));
      const ack = await s.emitWithAck('contest:subscribe', { cid });
      expect(ack.status).toBe(200);
    }
    try {
      const answer = (id: number, toAll: boolean, text = 'Yes.') =>
        call('PUT', '/api/answer-contest-clarification', tokens.root!, {
          cid,
          id: String(id),
          answer: text,
          toAll,
          category: null,
        });
      expect((await answer(alices!.id, false)).body.status).toBe(200);
      expect((await answer(bobs!.id, true, 'From 12:00 to 12:15.')).body.status).toBe(200);
      await expect.poll(() => heard.bob.length).toBe(1);
      await expect.poll(() => heard.alice.length).toBe(2);
      // Bob heard only the answer to all: the private answer went to Alice's own room.
      expect(heard.bob).toEqual([{ cid, id: bobs!.id, kind: 'answered' }]);
      expect(heard.alice[0]).toEqual({ cid, id: alices!.id, kind: 'answered' });
      expect((await answer(alices!.id, true, 'Again')).body).toMatchObject({
        status: 400,
        msg: m.answered,
      });
      const empty = await call('PUT', '/api/answer-contest-clarification', tokens.root!, {
        cid,
        id: alices!.id,
        answer: '',
      });
      expect(empty.body).toMatchObject({ status: 400 });
    } finally {
      alice.close();
      bob.close();
    }
    const seen = await list('alice');
    expect(seen.map((c) => [c.question, c.answer, c.username, c.mine])).toEqual([
      ['Is there a break?', 'From 12:00 to 12:15.', null, false],
      ['Is n >= 1 in A?', 'Yes.', 'alice', true],
    ]);
    expect((await list('mallory')).map((c) => c.question)).toEqual(['Is there a break?']);
    expect(seen.every((c) => c.claimedBy === null)).toBe(true);
  });

  it('posts to everyone, and offers the canned answers', async () => {
    const posted = await call('POST', '/api/post-contest-clarification', tokens.author!, {
      cid,
      pid: 'A',
      content: 'A: n is at least 1.',
      category: 'general',
    });
    expect(posted.body.status, posted.body.msg).toBe(200);
    const [top] = await list('mallory');
    expect(top).toMatchObject({
      fromJury: true,
      question: null,
      answer: 'A: n is at least 1.',
      displayId: 'A',
    });
    const canned = await call<{ key: string; en: string; zh: string }[]>(
      'GET',
      '/api/get-clarification-canned-answers',
      null,
    );
    expect(canned.body.data.map((c) => c.en)).toContain('No comment.');
  });
});

describe('flooding', () => {
  it(`takes ${ASK_BURST} questions a minute from one contestant, then answers 429 and how long to wait`, async () => {
    for (let i = 0; i < ASK_BURST; i++) {
      const r = await ask('mallory', { content: `Question ${i}` });
      expect(r.body.status, r.body.msg).toBe(200);
    }
    const flood = await ask('mallory', { content: 'One more' });
    expect(flood.http).toBe(429);
    expect(flood.body.msg).toMatch(/^You are asking too often, please try again in \d+ seconds?$/);
    // Nothing of the refused question reached the jury, and others still ask.
    expect((await queue()).map((c) => c.question)).not.toContain('One more');
    expect((await ask('bob', { content: 'Mine still goes through?' })).body.status).toBe(200);
    // The limit is on contestants' questions: the jury posts to everyone as often as it must.
    for (let i = 0; i <= ASK_BURST; i++) {
      const posted = await call('POST', '/api/post-contest-clarification', tokens.author!, {
        cid,
        pid: null,
        content: `Notice ${i}`,
      });
      expect(posted.body.status, posted.body.msg).toBe(200);
    }
  });
});
