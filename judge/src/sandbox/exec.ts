import fs from 'node:fs';
import path from 'node:path';
import { assertHostRoom } from './host-room.ts';
import { withRunDir, type RunDir, type WorkDirCap } from './paths.ts';
import { runInSandbox, type SandboxLimits, type SandboxResult } from './run.ts';

export interface ExecOptions {
  argv: string[];
  limits: SandboxLimits;
  /** Size of the work dir (a tmpfs of its own when the judge is root). */
  workDir: WorkDirCap;
  roBinds?: { src: string; dest: string }[];
  hostDirs?: string[];
  /** Host file fed on stdin. */
  stdinFile?: string;
  /** Files to place in the work dir before the run (name -> content). */
  files?: Record<string, string>;
  /** Characters kept of stdout and stderr each. */
  maxOutput?: number;
  /** Runs after the files are placed and before the sandbox starts (folders to create). */
  prepare?: (dir: RunDir) => void;
  /** Runs before the run folder is deleted, e.g. to keep the work dir as a build. */
  keep?: (dir: RunDir, result: SandboxResult) => Promise<void> | void;
}

export interface ExecResult {
  result: SandboxResult;
  stdout: string;
  stderr: string;
}

/**
 * Reads at most `max` bytes of a regular file as text ('' when missing). Never follows a
 * symlink nor blocks on a FIFO: files in a work dir may have been planted by the program.
 */
export const readPrefix = (file: string, max: number): string => {
  let fd: number | undefined;
  try {
    fd = fs.openSync(
      file,
      fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW | fs.constants.O_NONBLOCK,
    );
    if (!fs.fstatSync(fd).isFile()) return '';
    const buf = Buffer.alloc(max);
    const n = fs.readSync(fd, buf, 0, max, 0);
    return buf.subarray(0, n).toString('utf8');
  } catch {
    return '';
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
};

/** One sandboxed command in a throw-away work dir, with its stdout and stderr captured. */
export const execInSandbox = (opts: ExecOptions): Promise<ExecResult> =>
  withRunDir(opts.workDir, async (dir) => {
    for (const [name, content] of Object.entries(opts.files ?? {})) {
      const file = path.join(dir.box, name);
      fs.writeFileSync(file, content);
      if (process.getuid?.() === 0) fs.chownSync(file, dir.uid, dir.uid);
    }
    opts.prepare?.(dir);
    const stdout = path.join(dir.root, 'stdout');
    const stderr = path.join(dir.root, 'stderr');
    const result = await runInSandbox({
      argv: opts.argv,
      workDir: dir.box,
      uid: dir.uid,
      roBinds: opts.roBinds ?? [],
      hostDirs: opts.hostDirs ?? [],
      stdin: opts.stdinFile ? { file: opts.stdinFile } : null,
      stdout: { file: stdout },
      stderr,
      limits: opts.limits,
    });
    // Its stdout and stderr are on the host's disk: cut short by a full disk, they say nothing.
    assertHostRoom(dir.root);
    await opts.keep?.(dir, result);
    const max = opts.maxOutput ?? 64 * 1024;
    return { result, stdout: readPrefix(stdout, max), stderr: readPrefix(stderr, max) };
  });
