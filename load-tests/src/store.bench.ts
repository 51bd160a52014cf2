import {
  createPgSubscriber,
  createPostgresStore,
  migrateStore,
  type EventStore,
  type Sql,
} from '@oj/events';
import { allProjections, prepareProjections, createProjectionRunner } from '@oj/projections';
import { fmt, summarize, timed } from './stats.ts';

const event = (i: number) => ({
  type: 'BenchHappened',
  data: { i, note: 'a small payload like most events' },
});

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * Raw and store appends alternate in rounds and the median round is reported, so a slow
 * moment of the disk (the commit's fsync dominates) weighs on both sides alike.
 */
const appendBench = async (sql: Sql, store: EventStore) => {
  await sql`CREATE TABLE bench_raw (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, stream_id text, revision bigint, type text, data jsonb)`;
  await sql`CREATE INDEX ON bench_raw (stream_id, revision)`;
  const rounds = 5;
  const N = 800;
  const B = 100;
  const M = 60;
  const W = 8;
  const per = 150;
  const revisions = new Map<string, number>();
  const rawInsert = (s: string, i: number) =>
    sql`INSERT INTO bench_raw (stream_id, revision, type, data) VALUES (${s}, ${i}, 'BenchHappened', ${sql.json(event(i).data)})`;
  const results = {
    single: [] as number[][],
    batched: [] as number[][],
    concurrent: [] as number[][],
  };
  for (let r = 0; r < rounds; r++) {
    const rawSingle = await timed(async () => {
      for (let i = 0; i < N; i++) await rawInsert(`s-${i % 100}`, i);
    });
    const esSingle = await timed(async () => {
      for (let i = 0; i < N; i++) {
        const s = `bench-single-${i % 100}`;
        const res = await store.append(s, [event(i)], {
          expectedRevision: revisions.get(s) ?? 'no_stream',
        });
        revisions.set(s, res.nextRevision);
      }
    });
    results.single.push([N / esSingle, N / rawSingle]);
    const rawBatched = await timed(async () => {
      for (let j = 0; j < M; j++) {
        const rows = Array.from({ length: B }, (_, k) => ({
          stream_id: `b-${r}-${j}`,
          revision: k,
          type: 'BenchHappened',
          data: event(k).data,
        }));
        await sql`INSERT INTO bench_raw ${sql(rows as never, 'stream_id', 'revision', 'type', 'data')}`;
      }
    });
    const esBatched = await timed(async () => {
      for (let j = 0; j < M; j++)
        await store.append(
          `bench-batch-${r}-${j}`,
          Array.from({ length: B }, (_, k) => event(k)),
          { expectedRevision: 'no_stream' },
        );
    });
    results.batched.push([(M * B) / esBatched, (M * B) / rawBatched]);
    const rawConcurrent = await timed(async () => {
      await Promise.all(
        Array.from({ length: W }, async (_, w) => {
          for (let i = 0; i < per; i++) await rawInsert(`c-${r}-${w}`, i);
        }),
      );
    });
    const esConcurrent = await timed(async () => {
      await Promise.all(
        Array.from({ length: W }, async (_, w) => {
          for (let i = 0; i < per; i++)
            await store.append(`bench-conc-${r}-${w}`, [event(i)], {
              expectedRevision: i === 0 ? 'no_stream' : i - 1,
            });
        }),
      );
    });
    results.concurrent.push([(W * per) / esConcurrent, (W * per) / rawConcurrent]);
  }
  const row = (name: string, pairs: number[][], goal: number | undefined) => ({
    name,
    unit: 'events/s',
    ours: median(pairs.map((p) => p[0]!)),
    base: median(pairs.map((p) => p[1]!)),
    ratio: median(pairs.map((p) => p[0]! / p[1]!)),
    goal,
  });
  return [
    row('append, 1 event per call', results.single, 0.7),
    row(`append, ${B} events per call`, results.batched, 0.6),
    row(`append, ${W} concurrent writers`, results.concurrent, undefined),
  ];
};

const rebuildBench = async (sql: Sql, store: EventStore) => {
  const users = 50_000;
  await sql`SELECT es.append('user-b' || i, -1, jsonb_build_array(jsonb_build_object('type', 'UserRegistered', 'data',
    jsonb_build_object('uid', 'b' || i, 'username', 'bench' || i, 'email', 'bench' || i || '@example.com',
      'passwordHash', 'h', 'role', 'user', 'roleId', 1002, 'registeredAt', '2026-11-01T00:00:00.000Z'))))
    FROM generate_series(1, ${users}) i`;
  await sql`SELECT es.append('user-b' || i, 0, jsonb_build_array(jsonb_build_object('type', 'UserLoggedIn', 'data',
    jsonb_build_object('uid', 'b' || i, 'ip', '::1', 'userAgent', 'bench', 'at', '2026-11-02T00:00:00.000Z'))))
    FROM generate_series(1, ${users}) i`;
  const head = await store.headPosition();
  await prepareProjections(
    sql,
    allProjections,
    allProjections.map((p) => p.name),
  );
  let resolveDone!: () => void;
  const done = new Promise<void>((r) => (resolveDone = r));
  const seconds = await timed(async () => {
    const runner = createProjectionRunner({
      sql,
      store,
      projections: allProjections,
      onCommitted: (position) => position >= head && resolveDone(),
    });
    await runner.start();
    await done;
    await runner.stop();
  });
  const [count] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM es.events`;
  const applied = count!.n;
  return {
    name: 'projection rebuild (all projections)',
    unit: 'events/s',
    ours: applied / seconds,
    goal: 20_000,
    events: applied,
  };
};

const wakeBench = async (sql: Sql, url: string, store: EventStore) => {
  const rounds = 300;
  const listener = createPgSubscriber({ connectionString: url });
  await listener.connect();
  await listener.listenTo('bench_ping');
  const bare: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const got = new Promise<void>((r) => listener.notifications.once('bench_ping', () => r()));
    const t0 = performance.now();
    await sql`SELECT pg_notify('bench_ping', '')`;
    await got;
    bare.push(performance.now() - t0);
  }
  await listener.close();
  const lat: number[] = [];
  let pending: ((t: number) => void) | undefined;
  const sub = store.subscribe({
    from: await store.headPosition(),
    onEvents: async () => pending?.(performance.now()),
  });
  await new Promise((r) => setTimeout(r, 100));
  for (let i = 0; i < rounds; i++) {
    const got = new Promise<number>((r) => (pending = r));
    await store.append('bench-wake', [event(i)]);
    // From the moment the append is committed (its promise resolves) to the subscriber's handler.
    const committed = performance.now();
    lat.push((await got) - committed);
    await new Promise((r) => setTimeout(r, 2));
  }
  await sub.close();
  return { bare: summarize(bare), ours: summarize(lat) };
};

/** Event store and projection figures, each against a baseline measured in the same run. */
export const runStoreBench = async (sql: Sql, url: string) => {
  await migrateStore(sql);
  const store = createPostgresStore({ sql, url });
  const appends = await appendBench(sql, store);
  const wake = await wakeBench(sql, url, store);
  const rebuild = await rebuildBench(sql, store);
  await store.close();
  console.log(
    '\nEvent store (Postgres adapter) vs raw INSERTs into the same database, same run (median of 5 alternating rounds)',
  );
  console.log('| measure | ours | raw baseline | ratio | goal |\n|---|---|---|---|---|');
  for (const a of appends)
    console.log(
      `| ${a.name} | ${fmt(a.ours)} ${a.unit} | ${fmt(a.base)} ${a.unit} | ${fmt(a.ratio, 2)}x | ${a.goal ? `>= ${a.goal}x` : '-'} |`,
    );
  console.log(
    `| ${rebuild.name}, ${fmt(rebuild.events)} events | ${fmt(rebuild.ours)} ${rebuild.unit} | - | - | >= ${fmt(rebuild.goal)} events/s |`,
  );
  console.log(
    `| commit-to-subscriber wake-up p50 / p99 | ${fmt(wake.ours.p50, 2)} / ${fmt(wake.ours.p99, 2)} ms | bare NOTIFY round trip ${fmt(wake.bare.p50, 2)} / ${fmt(wake.bare.p99, 2)} ms | ${fmt(wake.ours.p50 / wake.bare.p50, 2)}x / ${fmt(wake.ours.p99 / wake.bare.p99, 2)}x | - |`,
  );
};
