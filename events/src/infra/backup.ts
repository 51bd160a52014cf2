import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import type { Sql } from '../store/postgres/sql.ts';
import { verifyChain } from '../store/postgres/audit.ts';

export const BACKUP_FORMAT = 'oj-backup/1';
/** Entries of DATA_DIR that are not the site's data: the database itself, the judge's work
 * folders and caches, and the runtime file of `npm start`. */
const NOT_DATA = new Set(['pg', 'judge', 'runtime.json']);
const BATCH = 2000;

export interface BackupManifest {
  format: string;
  createdAt: string;
  events: number;
  /** sha256 of `events.ndjson`. */
  eventsSha256: string;
  head: { position: number; hash: string } | null;
  files: number;
}

/** One event as a line: every column as text, so nothing is reformatted on the way back. */
type EventLine = [string, string, string, string, string, string, string, string, string, string];

/** Passes the bytes on, adding them to `hash`. */
const hashing = (hash: crypto.Hash) =>
  new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });

const sha256File = async (file: string) => {
  const hash = crypto.createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
};

/** The site's files under `dir`, as paths relative to it (regular files only). */
const dataFiles = (dir: string): string[] => {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const e of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const r = rel === '' ? e.name : `${rel}/${e.name}`;
      if (rel === '' && NOT_DATA.has(e.name)) continue;
      if (e.isDirectory()) walk(r);
      else if (e.isFile()) out.push(r);
    }
  };
  if (fs.existsSync(dir)) walk('');
  return out.sort();
};

/** Writes the event log, in position order, to `file` as NDJSON; answers the count. */
const exportEvents = async (sql: Sql, file: string): Promise<number> => {
  const out = fs.createWriteStream(file);
  let after = 0;
  let count = 0;
  for (;;) {
    const rows = await sql<{ line: EventLine }[]>`
      SELECT ARRAY[position::text, id::text, stream_id, revision::text, type, data::text,
        metadata::text, created_at::text, coalesce(encode(prev_hash, 'hex'), ''),
        coalesce(encode(hash, 'hex'), '')] AS line
      FROM es.events WHERE position > ${after} ORDER BY position LIMIT ${BATCH}`;
    if (rows.length === 0) break;
    const text = rows.map((r) => `${JSON.stringify(r.line)}\n`).join('');
    if (!out.write(text)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    after = Number(rows.at(-1)!.line[0]);
    count += rows.length;
  }
  await new Promise<void>((resolve, reject) =>
    out.end((e?: Error | null) => (e ? reject(e) : resolve())),
  );
  return count;
};

/**
 * `npm run backup -- FILE`: the event log (PostgreSQL store) and the uploaded files of
 * `dataDir` as one gzipped tar (`manifest.json` last), and `FILE.sha256` beside it in
 * `sha256sum` format. Read models are not saved: a restore rebuilds them from the events.
 * Written to a temporary name and renamed at the end, so a failed backup leaves no file.
 */
export const writeBackup = async (
  sql: Sql,
  dataDir: string,
  file: string,
): Promise<BackupManifest & { sha256: string }> => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'oj-backup-'));
  const partial = `${file}.partial`;
  try {
    const eventsFile = path.join(work, 'events.ndjson');
    // One snapshot of the log: events appended meanwhile belong to the next backup.
    const events = await sql.begin('ISOLATION LEVEL REPEATABLE READ READ ONLY', (tx) =>
      exportEvents(tx as unknown as Sql, eventsFile),
    );
    const chain = await verifyChain(sql);
    const files = dataFiles(dataDir);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      events,
      eventsSha256: await sha256File(eventsFile),
      head: chain.head,
      files: files.length,
    };
    const pack = tar.pack();
    const archive = crypto.createHash('sha256');
    const written = pipeline(
      pack,
      zlib.createGzip(),
      hashing(archive),
      fs.createWriteStream(partial),
    );
    const add = (name: string, from: string) =>
      new Promise<void>((resolve, reject) => {
        const entry = pack.entry({ name, size: fs.statSync(from).size }, (e) =>
          e ? reject(e) : resolve(),
        );
        fs.createReadStream(from).on('error', reject).pipe(entry);
      });
    await add('events.ndjson', eventsFile);
    for (const f of files) await add(`files/${f}`, path.join(dataDir, f));
    pack.entry({ name: 'manifest.json' }, JSON.stringify(manifest, null, 2));
    pack.finalize();
    await written;
    const sha256 = archive.digest('hex');
    // The checksum first: an archive never appears without it, even when the disk is full.
    const sumFile = `${file}.sha256`;
    try {
      fs.writeFileSync(sumFile, `${sha256}  ${path.basename(file)}\n`);
      fs.renameSync(partial, file);
    } catch (error) {
      fs.rmSync(sumFile, { force: true });
      throw error;
    }
    return { ...manifest, sha256 };
  } finally {
    fs.rmSync(partial, { force: true });
    fs.rmSync(work, { recursive: true, force: true });
  }
};

export class RestoreRefused extends Error {}

const insertEvents = async (sql: Sql, lines: EventLine[]) => {
  const col = (i: number) => lines.map((l) => l[i]!);
  await sql`
    INSERT INTO es.events (position, id, stream_id, revision, type, data, metadata, created_at, prev_hash, hash)
    OVERRIDING SYSTEM VALUE
    SELECT p::bigint, i::uuid, s, r::bigint, t, d::jsonb, m::jsonb, c::timestamptz,
      decode(nullif(ph, ''), 'hex'), decode(nullif(h, ''), 'hex')
    FROM unnest(${col(0)}::text[], ${col(1)}::text[], ${col(2)}::text[], ${col(3)}::text[],
      ${col(4)}::text[], ${col(5)}::text[], ${col(6)}::text[], ${col(7)}::text[],
      ${col(8)}::text[], ${col(9)}::text[]) AS x(p, i, s, r, t, d, m, c, ph, h)`;
};

/** The target of an archived file inside `dataDir`, or a refusal for any path escaping it. */
const targetOf = (dataDir: string, name: string) => {
  const rel = name.slice('files/'.length);
  const to = path.resolve(dataDir, rel);
  if (
    rel === '' ||
    !to.startsWith(path.resolve(dataDir) + path.sep) ||
    NOT_DATA.has(rel.split('/')[0]!)
  )
    throw new RestoreRefused(`The archive holds a file outside the data folder: ${name}`);
  return to;
};

/**
 * `npm run restore -- FILE` into an empty store and data folder: checks the archive against
 * `FILE.sha256`, loads the events with their positions, times and hashes in one transaction
 * (all or nothing), checks the chain ends at the manifest's head, and writes the files. The
 * projections rebuild every read model from the events when the site starts.
 */
export const restoreBackup = async (sql: Sql, dataDir: string, file: string) => {
  if (!fs.existsSync(`${file}.sha256`))
    throw new RestoreRefused(`No checksum file ${file}.sha256 beside the archive`);
  const expected = fs.readFileSync(`${file}.sha256`, 'utf8').split(/\s+/)[0];
  if ((await sha256File(file)) !== expected)
    throw new RestoreRefused(
      'The archive does not match its checksum: it is damaged or was changed',
    );
  const [{ n } = { n: 0 }] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM es.events`;
  if (n > 0)
    throw new RestoreRefused(`The event store is not empty (${n} events): restore into a new one`);
  if (dataFiles(dataDir).length > 0)
    throw new RestoreRefused(
      `The data folder ${dataDir} already holds files: restore into an empty one`,
    );

  let manifest: BackupManifest | null = null;
  let events = 0;
  const eventsHash = crypto.createHash('sha256');
  const files: string[] = [];
  await sql
    .begin(async (tx) => {
      const extract = tar.extract();
      const reading = pipeline(fs.createReadStream(file), zlib.createGunzip(), extract);
      for await (const entry of extract) {
        const name = entry.header.name;
        if (name === 'events.ndjson') {
          let batch: EventLine[] = [];
          const hashed = entry.pipe(hashing(eventsHash));
          for await (const line of readline.createInterface({ input: hashed })) {
            if (line === '') continue;
            batch.push(JSON.parse(line) as EventLine);
            if (batch.length < BATCH) continue;
            await insertEvents(tx as unknown as Sql, batch);
            batch = [];
          }
          if (batch.length > 0) await insertEvents(tx as unknown as Sql, batch);
          events = (await tx<{ n: number }[]>`SELECT count(*)::int AS n FROM es.events`)[0]!.n;
        } else if (name.startsWith('files/') && entry.header.type === 'file') {
          const to = targetOf(dataDir, name);
          fs.mkdirSync(path.dirname(to), { recursive: true });
          // Listed before it is written: a file cut short (a full disk) is removed with the rest.
          files.push(to);
          await pipeline(entry, fs.createWriteStream(to, { flags: 'wx' }));
        } else if (name === 'manifest.json') {
          const chunks: Buffer[] = [];
          for await (const c of entry) chunks.push(c as Buffer);
          manifest = JSON.parse(Buffer.concat(chunks).toString('utf8')) as BackupManifest;
        } else entry.resume();
      }
      await reading;
      const m = manifest;
      if (m?.format !== BACKUP_FORMAT)
        throw new RestoreRefused('The archive has no oj-backup manifest');
      if (m.events !== events || m.eventsSha256 !== eventsHash.digest('hex'))
        throw new RestoreRefused('The events in the archive do not match its manifest');
      await tx`SELECT setval(pg_get_serial_sequence('es.events', 'position'),
      greatest((SELECT max(position) FROM es.events), 1))`;
      const chain = await verifyChain(tx as unknown as Sql);
      if (!chain.ok || chain.head?.hash !== m.head?.hash)
        throw new RestoreRefused(
          `The restored log fails its audit: ${chain.problem?.message ?? 'another head'}`,
        );
    })
    .catch((e: unknown) => {
      for (const f of files) fs.rmSync(f, { force: true });
      throw e;
    });
  return { events, files: files.length };
};
