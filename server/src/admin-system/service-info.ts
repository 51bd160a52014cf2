import os from 'node:os';
import type { Sql } from '@oj/events';

const pct = (x: number) => `${(Math.round(x * 1000) / 10).toFixed(1)}%`;

let lastCpu = { at: process.hrtime.bigint(), usage: process.cpuUsage() };

/** CPU of this process since the previous call (first call: since start), over all cores. */
const processCpuShare = () => {
  const at = process.hrtime.bigint();
  const usage = process.cpuUsage();
  const wallUs = Number(at - lastCpu.at) / 1000;
  const usedUs = usage.user - lastCpu.usage.user + usage.system - lastCpu.usage.system;
  lastCpu = { at, usage };
  return wallUs > 0 ? usedUs / wallUs / os.availableParallelism() : 0;
};

/**
 * This server process, in HOJ's get-service-info shape (backupCores, backupPercentCpuLoad,
 * backupPercentMemoryLoad, backupService, nacos) plus what HOJ has no field for: versions,
 * uptime and this process's own CPU and memory.
 */
export const readServiceInfo = (version: string) => {
  const memory = process.memoryUsage();
  const cores = os.availableParallelism();
  const cpu = processCpuShare();
  const host = os.hostname();
  return {
    backupCores: cores,
    backupPercentCpuLoad: pct(Math.min(1, os.loadavg()[0]! / cores)),
    backupPercentMemoryLoad: pct(1 - os.freemem() / os.totalmem()),
    // This process answered, so it is healthy (HOJ's dashboard reads `nacos.healthy`).
    backupService: [
      {
        serviceId: 'oj-server',
        host,
        port: null,
        secure: false,
        metadata: { 'nacos.healthy': 'true' },
      },
    ],
    // No service registry here: one entry saying so keeps HOJ's client from reading undefined.
    nacos: { status: 'none' },
    server: {
      version,
      node: process.version,
      platform: `${os.type()} ${os.release()} ${os.arch()}`,
      host,
      pid: process.pid,
      uptimeSeconds: Math.round(process.uptime()),
      cpuCores: cores,
      processCpuLoad: pct(cpu),
      rssBytes: memory.rss,
      heapUsedBytes: memory.heapUsed,
      totalMemoryBytes: os.totalmem(),
      freeMemoryBytes: os.freemem(),
    },
  };
};

/** The database this server reads (never its password), with its size and the store's head. */
export const readDatabaseInfo = async (sql: Sql, storePosition: number) => {
  const [row] = await sql<
    {
      name: string;
      host: string | null;
      port: number | null;
      username: string;
      version: string;
      size: string;
      started: Date;
      connections: string;
    }[]
  >`
    SELECT current_database() AS name, host(inet_server_addr()) AS host, inet_server_port() AS port,
      current_user AS username, current_setting('server_version') AS version,
      pg_database_size(current_database()) AS size, pg_postmaster_start_time() AS started,
      (SELECT count(*) FROM pg_stat_activity WHERE datname = current_database()) AS connections`;
  return {
    dbName: row?.name ?? '',
    dbHost: row?.host ?? 'localhost',
    dbPort: row?.port ?? null,
    dbUsername: row?.username ?? '',
    // Never answered: a placeholder says one exists.
    dbPassword: '******',
    redisHost: null,
    redisPort: null,
    redisPassword: null,
    postgresVersion: row?.version ?? '',
    sizeBytes: Number(row?.size ?? 0),
    startedAt: row?.started.toISOString() ?? null,
    connections: Number(row?.connections ?? 0),
    /** The event store's head position: how many events were ever appended, about. */
    storePosition,
  };
};
