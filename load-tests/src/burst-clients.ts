/**
 * The burst bench's contestants, in their own process so the server's event loop is its own:
 * one socket each on the contest board, and each contestant's HTTP session (log in, problem
 * list, problem, submit, poll like HOJ's client). Every contest request is followed by the
 * same request shape to a bare Express route on the same server process, so both see the same
 * load. Driven over IPC by burst.bench.ts.
 */
import type { Socket } from 'socket.io-client';
import { boardSockets } from './client-process.ts';

interface Plan {
  url: string;
  bareUrl: string;
  cid: number;
  users: string[];
  password: string;
  code: string;
  /** How many of the users submit, one each, spread evenly over `burstSeconds`. */
  submissions: number;
  burstSeconds: number;
  pollMs: number;
}
type Msg =
  | ({ type: 'connect' } & Pick<Plan, 'url' | 'cid'> & { n: number })
  | ({ type: 'run' } & Plan)
  | { type: 'await-bare'; round: number }
  | { type: 'close' };

const send = (m: unknown) => process.send!(m);
const pending = new Set([5, 6, 7]);

let sockets: Socket[] = [];
let socketErrors = 0;
/** `uid#k`: the k-th push naming this uid, how many sockets got it and when the last did. */
const pushes = new Map<string, { got: number; at: number }>();
const seenPerSocket: Map<string, number>[] = [];
let samplePayload: unknown;
const bareRounds = new Map<number, { got: number; at: number }>();
const bareSeen: number[] = [];
let bareWaiting: { round: number; resolve: (at: number) => void } | undefined;

/** After the run, pushes are the server's bare emits of a sample payload. */
let bareMode = false;

const onChange = (i: number) => (payload: { rows?: { uid: string }[] }) => {
  if (bareMode) return onBare(i);
  const at = Date.now();
  samplePayload = payload;
  const seen = (seenPerSocket[i] ??= new Map());
  for (const row of payload.rows ?? []) {
    const k = (seen.get(row.uid) ?? 0) + 1;
    seen.set(row.uid, k);
    const key = `${row.uid}#${k}`;
    const p = pushes.get(key) ?? { got: 0, at: 0 };
    p.got += 1;
    p.at = Math.max(p.at, at);
    pushes.set(key, p);
  }
};

const onBare = (i: number) => {
  const at = Date.now();
  const round = (bareSeen[i] = (bareSeen[i] ?? 0) + 1);
  const r = bareRounds.get(round) ?? { got: 0, at: 0 };
  r.got += 1;
  r.at = Math.max(r.at, at);
  bareRounds.set(round, r);
  if (bareWaiting?.round === round && r.got === sockets.length) {
    bareWaiting.resolve(r.at);
    bareWaiting = undefined;
  }
};

const connect = async (url: string, cid: number, n: number) => {
  sockets = await boardSockets(url, cid, n, (s, i) => {
    s.on('scoreboard:changed', onChange(i));
    s.on('connect_error', () => (socketErrors += 1));
    s.on('error', () => (socketErrors += 1));
    s.on('disconnect', (reason) => {
      if (reason !== 'io client disconnect') socketErrors += 1;
    });
  });
};

const run = async (p: Plan) => {
  const api: Record<string, number[]> = {};
  const bare: number[] = [];
  const errors: string[] = [];
  const verdicts: Record<string, number> = {};
  const submitted: { username: string; submitId: number }[] = [];
  // One HOJ request, timed; then the bare route with a body of the same size.
  const call = async <T>(
    kind: string,
    method: string,
    path: string,
    token: string,
    body?: unknown,
  ) => {
    const headers = { Authorization: token, 'Content-Type': 'application/json' };
    const payload = body === undefined ? null : JSON.stringify(body);
    const t0 = performance.now();
    const res = await fetch(p.url + path, { method, headers, body: payload });
    const j = (await res.json()) as { status: number; msg: string; data: T };
    (api[kind] ??= []).push(performance.now() - t0);
    const t1 = performance.now();
    const b = await fetch(p.bareUrl, { method: 'POST', headers, body: payload ?? '{}' });
    await b.arrayBuffer();
    bare.push(performance.now() - t1);
    if (j.status !== 200 || !b.ok) errors.push(`${kind}: ${j.status} ${j.msg}`);
    return { data: j.data, token: res.headers.get('authorization') ?? token };
  };
  const sessions = new Map<string, string>();
  // 16 at a time, like a crowd arriving: every contestant logs in (scrypt, slow on purpose),
  // then, once all are in, opens the problem list and problem A before the burst starts.
  const each = async (work: (username: string) => Promise<void>) => {
    let next = 0;
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (next < p.users.length) await work(p.users[next++]!);
      }),
    );
  };
  await each(async (username) => {
    const body = { username, password: p.password };
    sessions.set(username, (await call('login', 'POST', '/api/login', '', body)).token);
  });
  await each(async (username) => {
    const token = sessions.get(username)!;
    await call('problem list', 'GET', `/api/get-contest-problem?cid=${p.cid}`, token);
    const problem = `/api/get-contest-problem-details?cid=${p.cid}&displayId=A`;
    await call('problem', 'GET', problem, token);
  });
  const start = performance.now();
  const gap = (p.burstSeconds * 1000) / Math.max(1, p.submissions);
  await Promise.all(
    p.users.slice(0, p.submissions).map(async (username, i) => {
      await new Promise((r) => setTimeout(r, Math.max(0, start + i * gap - performance.now())));
      const token = sessions.get(username)!;
      const sub = await call<{ submitId: number }>(
        'submit',
        'POST',
        '/api/submit-problem-judge',
        token,
        {
          pid: 'A',
          cid: p.cid,
          language: 'C',
          code: p.code,
        },
      );
      const submitId = sub.data?.submitId;
      if (!submitId) return;
      submitted.push({ username, submitId });
      for (;;) {
        await new Promise((r) => setTimeout(r, p.pollMs));
        const s = await call<Record<number, { status: number }>>(
          'status poll',
          'POST',
          '/api/check-submissions-status',
          token,
          { submitIds: [submitId] },
        );
        const status = s.data?.[submitId]?.status;
        if (status === undefined || pending.has(status)) continue;
        verdicts[status] = (verdicts[status] ?? 0) + 1;
        return;
      }
    }),
  );
  // The last push naming each user, once every socket has it (a user's verdict is its last).
  const latest = new Map<string, number>();
  const lastPush: Record<string, number> = {};
  for (const [key, v] of pushes) {
    const [uid, k] = key.split('#') as [string, string];
    if (v.got !== sockets.length || Number(k) < (latest.get(uid) ?? 0)) continue;
    latest.set(uid, Number(k));
    lastPush[uid] = v.at;
  }
  bareMode = true;
  return { api, bare, errors, verdicts, submitted, lastPush, socketErrors };
};

process.on('message', (raw) => {
  const m = raw as Msg;
  void (async () => {
    try {
      if (m.type === 'connect') {
        await connect(m.url, m.cid, m.n);
        send({ type: 'ready' });
      } else if (m.type === 'run') {
        send({ type: 'results', ...(await run(m)), payload: samplePayload });
      } else if (m.type === 'await-bare') {
        const done = bareRounds.get(m.round);
        const at =
          done && done.got === sockets.length
            ? done.at
            : await new Promise<number>((resolve) => (bareWaiting = { round: m.round, resolve }));
        send({ type: 'bare-arrived', at });
      } else {
        for (const s of sockets) s.close();
        process.exit(0);
      }
    } catch (error) {
      send({ type: 'error', message: String(error) });
    }
  })();
});
