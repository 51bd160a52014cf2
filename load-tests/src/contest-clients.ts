/**
 * The contest bench's client side, in its own process so the server's event loop and memory
 * are its own: N socket.io clients subscribed to one contest, and HTTP readers. Driven over
 * IPC by contest.bench.ts.
 */
import type { Socket } from 'socket.io-client';
import { boardSockets } from './client-process.ts';

type Msg =
  | { type: 'connect'; url: string; cid: number; n: number }
  | { type: 'await'; round: number }
  | {
      type: 'read';
      url: string;
      path: string;
      bodies: string[];
      concurrency: number;
      seconds: number;
    }
  | { type: 'close' };

const now = () => performance.timeOrigin + performance.now();
const send = (m: unknown) => process.send!(m);

let sockets: Socket[] = [];
const counts: number[] = [];
interface Round {
  got: number;
  at: number;
  payload: unknown;
}
const rounds = new Map<number, Round>();
let waiting: { round: number; resolve: (r: Round) => void } | undefined;

const onChange = (i: number) => (payload: unknown) => {
  counts[i] = (counts[i] ?? 0) + 1;
  const round = counts[i];
  const r = rounds.get(round) ?? { got: 0, at: 0, payload };
  r.got += 1;
  r.at = now();
  rounds.set(round, r);
  if (waiting && waiting.round === round && r.got === sockets.length) {
    waiting.resolve(r);
    waiting = undefined;
  }
};

const connect = async (url: string, cid: number, n: number) => {
  sockets = await boardSockets(url, cid, n, (s, i) => s.on('scoreboard:changed', onChange(i)));
};

const read = async (m: Extract<Msg, { type: 'read' }>) => {
  const latencies: number[] = [];
  const until = now() + m.seconds * 1000;
  let k = 0;
  await Promise.all(
    Array.from({ length: m.concurrency }, async () => {
      while (now() < until) {
        const body = m.bodies[k++ % m.bodies.length]!;
        const t0 = now();
        const res = await fetch(m.url + m.path, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body,
        });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        latencies.push(now() - t0);
      }
    }),
  );
  return latencies;
};

process.on('message', (raw) => {
  const m = raw as Msg;
  void (async () => {
    try {
      if (m.type === 'connect') {
        await connect(m.url, m.cid, m.n);
        send({ type: 'ready' });
      } else if (m.type === 'await') {
        const done = rounds.get(m.round);
        const r =
          done && done.got === sockets.length
            ? done
            : await new Promise<Round>((resolve) => (waiting = { round: m.round, resolve }));
        send({ type: 'arrived', at: r.at, payload: r.payload });
      } else if (m.type === 'read') {
        send({ type: 'latencies', latencies: await read(m) });
      } else {
        for (const s of sockets) s.close();
        process.exit(0);
      }
    } catch (error) {
      send({ type: 'error', message: String(error) });
    }
  })();
});
