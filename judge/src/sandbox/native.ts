import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { judgeDir, randomName } from './judge-dir.ts';

const run = promisify(execFile);
const nativeSrc = fileURLToPath(new URL('../../native/', import.meta.url));
const sources = ['runner.c', 'tree.c', 'seccomp.c', 'mounts.c', 'runner.h'];

/** Builds by native folder: tests and the server may point the judge folder elsewhere. */
const built = new Map<string, Promise<string>>();

/** File name of the runner built from the current sources: `runner-<hash of the sources>`. */
export const runnerName = (): string => {
  const hash = createHash('sha256');
  for (const name of sources) hash.update(name).update(fs.readFileSync(path.join(nativeSrc, name)));
  return `runner-${hash.digest('hex').slice(0, 16)}`;
};

const sha256 = (file: string): string =>
  createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** A regular file (not a link) of ours that nobody else may write. */
const ownFile = (file: string): boolean => {
  const st = fs.lstatSync(file, { throwIfNoEntry: false });
  const uid = process.getuid?.();
  return !!st?.isFile() && (uid === undefined || st.uid === uid) && (st.mode & 0o022) === 0;
};

/**
 * Whether `target` is the runner this judge built: next to each build the judge records the
 * sha256 of the binary (`<name>.sha256`), and a binary is reused only if it still hashes to
 * that. Anything else found under the name (left by a crash, an older layout, or planted) is
 * rebuilt over, never executed.
 */
const isOurBuild = (target: string): boolean => {
  const record = `${target}.sha256`;
  if (!ownFile(target) || !ownFile(record)) return false;
  return fs.readFileSync(record, 'utf8').trim() === sha256(target);
};

const build = async (dir: string): Promise<string> => {
  const target = path.join(dir, runnerName());
  if (isOurBuild(target)) return target;
  // Build beside the target and rename: concurrent judges never see a half-written binary.
  const tmp = `${target}.${randomName()}.tmp`;
  const cFiles = sources.filter((s) => s.endsWith('.c')).map((s) => path.join(nativeSrc, s));
  const args = ['-O2', '-Wall', '-o', tmp, ...cFiles];
  try {
    try {
      await run('gcc', ['-static', ...args]);
    } catch {
      await run('gcc', args);
    }
    fs.chmodSync(tmp, 0o755);
    fs.writeFileSync(`${tmp}.sha256`, `${sha256(tmp)}\n`, { mode: 0o644 });
    // A judge reading between the two renames sees a mismatch and builds again: never a
    // binary taken for another's.
    fs.renameSync(tmp, target);
    fs.renameSync(`${tmp}.sha256`, `${target}.sha256`);
  } finally {
    fs.rmSync(tmp, { force: true });
    fs.rmSync(`${tmp}.sha256`, { force: true });
  }
  return target;
};

/**
 * Path of the compiled sandbox helper (judge/native/runner.c), built with gcc into
 * `<judge root>/native/runner-<hash of the sources>` and reused only when its content is what
 * this judge recorded at build time (checked once per process). Static when the C library
 * allows it: it is exec'd twice per run (launcher and PID 1) and skipping the dynamic loader
 * is measurable.
 */
export const runnerBinary = (): Promise<string> => {
  const dir = judgeDir('native');
  let runner = built.get(dir);
  if (!runner) {
    runner = build(dir);
    built.set(dir, runner);
    const mine = runner;
    mine.catch(() => {
      if (built.get(dir) === mine) built.delete(dir);
    });
  }
  return runner;
};
