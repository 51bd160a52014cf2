import type { Sql } from '@oj/events';

/** A lease heartbeat younger than this means the judge is judging right now. */
const LIVE_MS = 30_000;

/** One judge as the database knows it: its start report and its workers' lease heartbeats. */
export interface JudgeRow {
  name: string;
  startedAt: string;
  /** Newest heartbeat of a submission this judge's workers hold, null when none. */
  lastHeartbeat: string | null;
  /** Submissions its workers are judging with a fresh heartbeat. */
  judging: number;
  /** 'judging' (a fresh lease heartbeat) or 'idle' (started, nothing held now). */
  status: 'judging' | 'idle';
  languages: string[];
  unavailable: string[];
}

/**
 * The judges' start reports (read.judge_languages) joined with the leases their workers hold
 * (judge.leases, owned by the judge; absent until a judge ran against this database). A judge
 * that stopped is not distinguishable from an idle one: judges report nothing while idle.
 */
export const readJudges = async (sql: Sql): Promise<JudgeRow[]> => {
  const [probe] = await sql<
    { leases: string | null }[]
  >`SELECT to_regclass('judge.leases') AS leases`;
  const leases = probe?.leases
    ? await sql<
        { worker: string; heartbeat_at: Date }[]
      >`SELECT worker, heartbeat_at FROM judge.leases`
    : [];
  const rows = await sql<
    { judger: string; started: Date; languages: string[]; unavailable: string[] }[]
  >`
    SELECT judger, max(reported_at) AS started,
      coalesce(array_agg(name ORDER BY name) FILTER (WHERE available), '{}') AS languages,
      coalesce(array_agg(name ORDER BY name) FILTER (WHERE NOT available), '{}') AS unavailable
    FROM read.judge_languages GROUP BY judger ORDER BY judger`;
  const now = Date.now();
  return rows.map((r) => {
    // Workers are named `<judge>#<n>` (judge/src/main.ts).
    const own = leases.filter((l) => l.worker.startsWith(`${r.judger}#`));
    const newest = own.reduce<Date | null>(
      (m, l) => (m && m > l.heartbeat_at ? m : l.heartbeat_at),
      null,
    );
    const judging = own.filter((l) => now - l.heartbeat_at.getTime() < LIVE_MS).length;
    return {
      name: r.judger,
      startedAt: r.started.toISOString(),
      lastHeartbeat: newest?.toISOString() ?? null,
      judging,
      status: judging > 0 ? 'judging' : 'idle',
      languages: r.languages,
      unavailable: r.unavailable,
    };
  });
};
