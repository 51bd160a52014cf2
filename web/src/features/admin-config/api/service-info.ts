import { api } from '../../../lib/api-client';

/** This server process (`server` is this site's addition to HOJ's shape). */
export interface ServiceInfo {
  backupCores: number;
  backupPercentCpuLoad: string;
  backupPercentMemoryLoad: string;
  server: {
    version: string;
    node: string;
    platform: string;
    host: string;
    pid: number;
    uptimeSeconds: number;
    cpuCores: number;
    processCpuLoad: string;
    rssBytes: number;
    heapUsedBytes: number;
    totalMemoryBytes: number;
    freeMemoryBytes: number;
  };
}

/** One judge as the database knows it. */
export interface JudgeInfo {
  name: string;
  startedAt: string;
  lastHeartbeat: string | null;
  judging: number;
  /** Offline: stopped, or silent for three of its beats. */
  status: 'judging' | 'idle' | 'offline';
  languages: string[];
  unavailable: string[];
  /** The judge's own report of its machine and process, null before its first beat. */
  load: {
    host: string;
    cores: number;
    machineCpuPercent: number;
    machineMemoryPercent: number;
    processCpuPercent: number;
    rssBytes: number;
    beatAt: string;
    stoppedAt: string | null;
  } | null;
}

/** The database (HOJ's DBAndRedisConfigDTO plus sizes; never a password). */
export interface DatabaseInfo {
  dbName: string;
  dbHost: string;
  dbPort: number | null;
  dbUsername: string;
  postgresVersion: string;
  sizeBytes: number;
  startedAt: string | null;
  connections: number;
  storePosition: number;
}

export const getServiceInfo = () => api.get<ServiceInfo>('/admin/config/get-service-info');
export const getJudgeServiceInfo = () =>
  api.get<JudgeInfo[]>('/admin/config/get-judge-service-info');
export const getDatabaseInfo = () => api.get<DatabaseInfo>('/admin/config/get-db-and-redis-config');
