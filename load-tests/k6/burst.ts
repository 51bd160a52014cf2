/**
 * The contest burst of `npm run bench -- burst`, for operators who have k6
 * (`k6 run load-tests/k6/burst.ts`, k6 runs TypeScript as is). Each virtual contestant logs in,
 * opens the problem list and a problem, submits at the start of the contest, then polls its
 * status while holding a socket on the board.
 *
 *   BASE_URL   the site (default http://127.0.0.1:8080)
 *   CID, PID   the contest and one of its problems (display id in DISPLAY_ID, default A)
 *   USERS      contestants (default 2000), named PREFIX1..PREFIXn with PASSWORD
 *   SUBMITS    submissions per contestant in the first minute (default 2)
 */
import http from 'k6/http';
import ws from 'k6/ws';
import { check, sleep } from 'k6';
import { Counter, Trend } from 'k6/metrics';
import type { Options } from 'k6/options';

const base = __ENV.BASE_URL ?? 'http://127.0.0.1:8080';
const cid = Number(__ENV.CID ?? 1);
const pid = Number(__ENV.PID ?? 1);
const displayId = __ENV.DISPLAY_ID ?? 'A';
const users = Number(__ENV.USERS ?? 2000);
const submits = Number(__ENV.SUBMITS ?? 2);
const prefix = __ENV.PREFIX ?? 'burst';
const password = __ENV.PASSWORD ?? 'secret123';

/** HOJ's statuses of a run not judged yet: pending, compiling, judging, submitting. */
const waiting = new Set([5, 6, 7, 9]);

const verdictWait = new Trend('oj_verdict_wait', true);
const refused = new Counter('oj_refused');

export const options: Options = {
  scenarios: {
    burst: {
      executor: 'per-vu-iterations',
      vus: users,
      iterations: 1,
      maxDuration: '10m',
    },
  },
  thresholds: {
    http_req_failed: ['rate==0'],
    oj_refused: ['count==0'],
    'http_req_duration{kind:api}': ['p(99)<2000'],
  },
};

interface Envelope<T> {
  status: number;
  msg: string;
  data: T;
}

const api = <T>(res: { body: unknown; status: number }): Envelope<T> | null => {
  if (typeof res.body !== 'string') return null;
  try {
    return JSON.parse(res.body) as Envelope<T>;
  } catch {
    return null;
  }
};

const json = (token: string | null) => ({
  headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: token } : {}) },
  tags: { kind: 'api' },
});

export default function contestant(): void {
  const username = `${prefix}${__VU}`;
  const login = http.post(`${base}/api/login`, JSON.stringify({ username, password }), json(null));
  const token = login.headers.Authorization ?? login.headers.authorization ?? null;
  if (!check(login, { 'logged in': () => token !== null })) return void refused.add(1);

  http.get(`${base}/api/get-contest-problem?cid=${cid}`, json(token));
  http.get(
    `${base}/api/get-contest-problem-details?cid=${cid}&displayId=${displayId}`,
    json(token),
  );

  const ids: number[] = [];
  for (let i = 0; i < submits; i++) {
    const body = { pid, cid, language: 'C', code: aPlusB, isRemote: false };
    const res = http.post(`${base}/api/submit-problem-judge`, JSON.stringify(body), json(token));
    const answer = api<{ submitId: number }>(res);
    if (answer?.status !== 200) refused.add(1);
    else ids.push(answer.data.submitId);
  }

  // A socket on the board (socket.io's websocket transport, engine.io protocol 4) while the
  // status is polled as HOJ's client does, until every run has its verdict.
  const started = Date.now();
  ws.connect(
    `${base.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`,
    {},
    (socket) => {
      socket.on('open', () => socket.send(`40${JSON.stringify({ token })}`));
      socket.on('message', (m) => {
        if (m === '2') socket.send('3'); // engine.io ping
        if (m.startsWith('40')) socket.send(`420["contest:subscribe",{"cid":${cid}}]`);
      });
      socket.setInterval(() => {
        const res = http.post(
          `${base}/api/check-submissions-status`,
          JSON.stringify({ submitIds: ids, cid }),
          json(token),
        );
        const rows = api<Record<string, { status: number }>>(res)?.data ?? {};
        const done = ids.every((id) => !waiting.has(rows[String(id)]?.status ?? 5));
        if (done) {
          verdictWait.add(Date.now() - started);
          socket.close();
        }
      }, 2000);
      socket.setTimeout(() => socket.close(), 300_000);
    },
  );
  sleep(1);
}

const aPlusB =
  '#include <stdio.h>\nint main(){long long a,b;scanf("%lld %lld",&a,&b);printf("%lld\\n",a+b);return 0;}\n';
