import fs from 'node:fs';
import path from 'node:path';
import type { CompiledProgram } from '../compile/compile.ts';
import type { Language, Toolchain } from '../languages/types.ts';
import { sandboxPaths } from '../sandbox/bwrap.ts';
import { assertHostRoom } from '../sandbox/host-room.ts';
import { isRoot, workDirCap, workDirFull, type RunDir } from '../sandbox/paths.ts';
import { prepareSandbox, type SandboxResult, type Stdio } from '../sandbox/run.ts';
import { programLimits, type EffectiveLimits } from './limits.ts';
import { classifyRun, type RunVerdict } from './run-verdict.ts';

/** Everything about the contestant's program that stays the same across cases. */
export interface ProgramContext {
  program: CompiledProgram;
  language: Language;
  toolchain: Toolchain;
  limits: EffectiveLimits;
}

export interface FileIO {
  readName: string;
  writeName: string;
}

export interface ProgramRun {
  verdict: RunVerdict;
  /** Host path of what the program wrote (stdout, or its file-IO output file). */
  outputFile: string;
  raw: SandboxResult;
}

/** File-IO names become paths in the work dir: plain names only, never `..` or a slash. */
export const isPlainFileName = (name: string): boolean =>
  /^[A-Za-z0-9._-]{1,64}$/.test(name) && name !== '.' && name !== '..';

const tail = (file: string, max: number): string => {
  try {
    const size = fs.statSync(file).size;
    const fd = fs.openSync(file, 'r');
    const buf = Buffer.alloc(Math.min(max, size));
    fs.readSync(fd, buf, 0, buf.length, Math.max(0, size - max));
    fs.closeSync(fd);
    return buf.toString('utf8');
  } catch {
    return '';
  }
};

/**
 * The program's file-IO output, read without following links: a contestant could leave a
 * symlink to a host file in its work dir, and the judge reads it as root outside the sandbox.
 * Anything but a regular file counts as no output; a copy is taken so later steps never
 * touch the contestant's folder again.
 */
const collectFileOutput = (dir: RunDir, name: string): string => {
  const target = path.join(dir.root, 'file-output');
  let fd: number | undefined;
  try {
    fd = fs.openSync(
      path.join(dir.box, name),
      fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW | fs.constants.O_NONBLOCK,
    );
    if (fs.fstatSync(fd).isFile()) fs.writeFileSync(target, fs.readFileSync(fd));
    else fs.writeFileSync(target, '');
  } catch {
    fs.writeFileSync(target, '');
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
  return target;
};

const MB = 1024 * 1024;

/** What a full work dir means to the contestant: the files it wrote, beyond what we placed. */
const workDirMessage = (dir: RunDir, placedBytes: number): string | undefined => {
  const cap = workDirCap(dir.box);
  const full = workDirFull(dir.box);
  if (!cap || !full) return undefined;
  if (full === 'inodes')
    return `work directory full: the program created more than ${cap.inodes} files`;
  const mb = Math.round((cap.bytes - placedBytes) / MB);
  return `work directory full: the program wrote more than ${mb} MB of files`;
};

export interface RunIO {
  /** Host input file. */
  input: string;
  outputCap: number;
  fileIO: FileIO | null;
  /** Override stdin/stdout (interactive judging wires FIFOs). */
  stdio?: { stdin: Stdio; stdout: Stdio; extraBinds: { src: string; dest: string }[] };
}

export interface PreparedRun {
  start(): Promise<ProgramRun>;
  cancel(): void;
}

/**
 * Sets up one run of the contestant's program (work files, cgroup, parked sandbox) without
 * starting it, so the judge can prepare the next case while the current one runs.
 */
export const prepareProgramRun = async (
  ctx: ProgramContext,
  io: RunIO,
  dir: RunDir,
): Promise<PreparedRun> => {
  const stdoutFile = path.join(dir.root, 'stdout');
  const stderrFile = path.join(dir.root, 'stderr');
  let stdin: Stdio = { file: io.input };
  let stdout: Stdio = { file: stdoutFile };
  let placedBytes = 0;
  if (io.fileIO) {
    const placed = path.join(dir.box, io.fileIO.readName);
    fs.copyFileSync(io.input, placed);
    placedBytes = fs.statSync(placed).size;
    if (isRoot()) fs.chownSync(placed, dir.uid, dir.uid);
    stdin = null;
    stdout = null;
  }
  if (io.stdio) ({ stdin, stdout } = io.stdio);
  const limits = programLimits(ctx.language, ctx.limits, io.outputCap);
  const prepared = await prepareSandbox({
    argv: ctx.language.runArgv(ctx.toolchain, {
      memoryMb: ctx.limits.memoryMb,
      stackMb: ctx.limits.stackMb,
    }),
    workDir: dir.box,
    uid: dir.uid,
    roBinds: [
      { src: ctx.program.dir, dest: sandboxPaths.program },
      ...(io.stdio?.extraBinds ?? []),
    ],
    hostDirs: ctx.toolchain.hostDirs,
    stdin,
    stdout,
    stderr: stderrFile,
    limits,
  });
  return {
    start: async () => {
      const raw = await prepared.start();
      assertHostRoom(dir.root);
      const outputFile = io.fileIO ? collectFileOutput(dir, io.fileIO.writeName) : stdoutFile;
      const outputBytes = fs.existsSync(outputFile) ? fs.statSync(outputFile).size : 0;
      const verdict = classifyRun(raw, ctx.limits, {
        outputBytes,
        outputCap: io.outputCap,
        stderrTail: tail(stderrFile, 4096),
        memoryError: ctx.language.memoryError,
        workDirFull: workDirMessage(dir, placedBytes),
      });
      return { verdict, outputFile, raw };
    },
    cancel: () => prepared.cancel(),
  };
};

/** One run of the contestant's program on one input, classified (TLE/MLE/RE/OK). */
export const runProgram = async (
  ctx: ProgramContext,
  io: RunIO,
  dir: RunDir,
): Promise<ProgramRun> => (await prepareProgramRun(ctx, io, dir)).start();
