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

let built: Promise<string> | undefined;

/**
 * Path of the compiled sandbox helper (judge/native/runner.c), built once with gcc into
 * `<judge root>/native/runner-<hash of the sources>`. Static when the C library allows it: it
 * is exec'd twice per run (launcher and PID 1) and skipping the dynamic loader is measurable.
 */
export const runnerBinary = (): Promise<string> => (built ??= build());

const build = async (): Promise<string> => {
  const hash = createHash('sha256');
  for (const name of sources) hash.update(name).update(fs.readFileSync(path.join(nativeSrc, name)));
  const target = path.join(judgeDir('native'), `runner-${hash.digest('hex').slice(0, 16)}`);
  if (fs.existsSync(target)) return target;
  // Build beside the target and rename: concurrent judges never see a half-written binary.
  const tmp = `${target}.${randomName()}.tmp`;
  const cFiles = sources.filter((s) => s.endsWith('.c')).map((s) => path.join(nativeSrc, s));
  const args = ['-O2', '-Wall', '-o', tmp, ...cFiles];
  try {
    await run('gcc', ['-static', ...args]);
  } catch {
    await run('gcc', args);
  }
  fs.chmodSync(tmp, 0o755);
  fs.renameSync(tmp, target);
  return target;
};
