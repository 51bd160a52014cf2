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
  status: 'judging' | 'idle';
  languages: string[];
  unavailable: string[];
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
