import os from 'node:os';
import type { Sql } from '@oj/events';

/**
 * Judge-owned liveness (not a read model, never rebuilt): each judge process upserts its row
 * every `beatMs` with the machine's load and memory and its own CPU and memory, and marks it
 * stopped when it shuts down. The back office tells a stopped or silent judge from an idle one
 * by this row: silent for three beats is offline.
 */
export const migrateJudgeBeats = async (sql: Sql) => {
  await sql.unsafe(`
    CREATE SCHEMA IF NOT EXISTS judge;
    CREATE TABLE IF NOT EXISTS judge.judges (
      name text PRIMARY KEY,
      host text NOT NULL,
      pid int NOT NULL,
      cores int NOT NULL,
      machine_cpu_percent real NOT NULL,
      machine_memory_percent real NOT NULL,
      process_cpu_percent real NOT NULL,
      rss_bytes bigint NOT NULL,
      beat_ms int NOT NULL,
      heartbeat_at timestamptz NOT NULL,
      stopped_at timestamptz
    );`);
};

export interface BeatSample {
  cores: number;
  machineCpuPercent: number;
  machineMemoryPercent: number;
  processCpuPercent: number;
  rssBytes: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Samples the load since the previous call: the machine's 1-minute load average over its cores,
 * its used memory, and this process's CPU time over the wall time (percent of one core).
 */
export const beatSampler = () => {
  let last = { at: process.hrtime.bigint(), usage: process.cpuUsage() };
  return (): BeatSample => {
    const now = { at: process.hrtime.bigint(), usage: process.cpuUsage() };
    const wallUs = Number(now.at - last.at) / 1000;
    const cpuUs = now.usage.user - last.usage.user + (now.usage.system - last.usage.system);
    last = now;
    const cores = os.availableParallelism();
    return {
      cores,
      machineCpuPercent: round1(Math.min(100, (os.loadavg()[0]! / cores) * 100)),
      machineMemoryPercent: round1((1 - os.freemem() / os.totalmem()) * 100),
      processCpuPercent: wallUs > 0 ? round1((cpuUs / wallUs) * 100) : 0,
      rssBytes: process.memoryUsage().rss,
    };
  };
};

/**
 * Starts the beat of judge `name` (one at once, then every `beatMs`); `stop` ends it and marks
 * the judge stopped. A failed beat (database away) is retried on the next tick.
 */
export const startJudgeBeat = async (sql: Sql, name: string, beatMs: number) => {
  await migrateJudgeBeats(sql);
  const sample = beatSampler();
  const beat = async () => {
    const s = sample();
    await sql`
      INSERT INTO judge.judges (name, host, pid, cores, machine_cpu_percent, machine_memory_percent,
        process_cpu_percent, rss_bytes, beat_ms, heartbeat_at, stopped_at)
      VALUES (${name}, ${os.hostname()}, ${process.pid}, ${s.cores}, ${s.machineCpuPercent},
        ${s.machineMemoryPercent}, ${s.processCpuPercent}, ${s.rssBytes}, ${beatMs}, now(), NULL)
      ON CONFLICT (name) DO UPDATE SET host = EXCLUDED.host, pid = EXCLUDED.pid,
        cores = EXCLUDED.cores, machine_cpu_percent = EXCLUDED.machine_cpu_percent,
        machine_memory_percent = EXCLUDED.machine_memory_percent,
        process_cpu_percent = EXCLUDED.process_cpu_percent, rss_bytes = EXCLUDED.rss_bytes,
        beat_ms = EXCLUDED.beat_ms, heartbeat_at = now(), stopped_at = NULL`;
  };
  await beat();
  let running: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    running = beat().catch(() => {});
  }, beatMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
      await sql`UPDATE judge.judges SET stopped_at = now() WHERE name = ${name}`.catch(() => {});
    },
  };
};
