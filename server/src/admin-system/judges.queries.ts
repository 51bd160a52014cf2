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
  /**
   * 'judging' (a fresh lease heartbeat), 'idle' (beating, nothing held now) or 'offline'
   * (stopped, or silent for three of its beats).
   */
  status: 'judging' | 'idle' | 'offline';
  languages: string[];
  unavailable: string[];
  /** The judge's own report (judge.judges), null before its first beat. */
  load: JudgeLoad | null;
}

export interface JudgeLoad {
  host: string;
  cores: number;
  machineCpuPercent: number;
  machineMemoryPercent: number;
  processCpuPercent: number;
  rssBytes: number;
  beatAt: string;
  stoppedAt: string | null;
}

interface BeatRow {
  name: string;
  host: string;
  cores: number;
  machine_cpu_percent: number;
  machine_memory_percent: number;
  process_cpu_percent: number;
  rss_bytes: string;
  beat_ms: number;
  heartbeat_at: Date;
  stopped_at: Date | null;
}

const loadOf = (b: BeatRow): JudgeLoad => ({
  host: b.host,
  cores: b.cores,
  machineCpuPercent: b.machine_cpu_percent,
  machineMemoryPercent: b.machine_memory_percent,
  processCpuPercent: b.process_cpu_percent,
  rssBytes: Number(b.rss_bytes),
  beatAt: b.heartbeat_at.toISOString(),
  stoppedAt: b.stopped_at?.toISOString() ?? null,
});

/** Stopped, or no beat for three of its intervals (the database clock decides). */
const offline = (b: BeatRow, now: number) =>
  b.stopped_at !== null || now - b.heartbeat_at.getTime() > 3 * b.beat_ms;

/**
 * The judges' start reports (read.judge_languages) joined with the leases their workers hold
 * (judge.leases) and their beats (judge.judges); both tables are the judge's own and absent
 * until a judge ran against this database.
 */
export const readJudges = async (sql: Sql): Promise<JudgeRow[]> => {
  const [probe] = await sql<{ leases: string | null; beats: string | null; now: Date }[]>`
    SELECT to_regclass('judge.leases') AS leases, to_regclass('judge.judges') AS beats, now()`;
  const beats = probe?.beats
    ? new Map((await sql<BeatRow[]>`SELECT * FROM judge.judges`).map((b) => [b.name, b] as const))
    : new Map<string, BeatRow>();
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
  const now = probe?.now.getTime() ?? Date.now();
  return rows.map((r) => {
    const beat = beats.get(r.judger);
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
      status: beat && offline(beat, now) ? 'offline' : judging > 0 ? 'judging' : 'idle',
      languages: r.languages,
      unavailable: r.unavailable,
      load: beat ? loadOf(beat) : null,
    };
  });
};
