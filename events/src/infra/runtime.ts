import fs from 'node:fs';
import path from 'node:path';
import { ensureDatabase, startEmbeddedDb } from './embedded-db.ts';

export const dataDir = () => path.resolve(process.env.DATA_DIR ?? 'data');
const runtimeFile = () => path.join(dataDir(), 'runtime.json');

/** Written by `npm start` so that CLIs (rebuild, seed) find the running embedded database. */
export const writeRuntime = (info: { databaseUrl: string }) => {
  fs.mkdirSync(dataDir(), { recursive: true });
  fs.writeFileSync(runtimeFile(), JSON.stringify({ ...info, pid: process.pid }));
};

export const clearRuntime = () => fs.rmSync(runtimeFile(), { force: true });

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * The database a process should use: `DATABASE_URL`; else the embedded one `npm start` is
 * running; else an embedded PostgreSQL started here under `DATA_DIR` (stopped by `release`).
 */
export const resolveDatabase = async (): Promise<{ url: string; release: () => Promise<void> }> => {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, release: async () => {} };
  if (fs.existsSync(runtimeFile())) {
    const info = JSON.parse(fs.readFileSync(runtimeFile(), 'utf8')) as {
      databaseUrl: string;
      pid: number;
    };
    if (alive(info.pid)) return { url: info.databaseUrl, release: async () => {} };
  }
  const db = await startEmbeddedDb({ dir: path.join(dataDir(), 'pg') });
  await ensureDatabase(db.adminUrl, 'oj');
  return { url: db.url('oj'), release: db.stop };
};
