import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { compileProgram } from '../engine.ts';
import { cpp } from '../languages/cpp.ts';
import { programLimits, programWorkDir } from '../judging/limits.ts';
import { c } from '../languages/c.ts';
import { sandboxPaths } from '../sandbox/bwrap.ts';
import { cgroupSupport } from '../sandbox/cgroup.ts';
import { runnerBinary } from '../sandbox/native.ts';
import {
  createRunDir,
  judgeDir,
  randomName,
  removeRunDir,
  runDirsRemoved,
  type RunDir,
} from '../sandbox/paths.ts';
import {
  prepareSandbox,
  runInSandbox,
  type SandboxRequest,
  type SandboxResult,
} from '../sandbox/run.ts';

const exec = promisify(execFile);

const tinyC = '#include <stdio.h>\nint main(void) { puts("1"); return 0; }\n';
const aPlusB = cpp.template;

const quantile = (xs: number[], q: number): number => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

const direct = (binary: string, out: string) =>
  new Promise<void>((resolve, reject) => {
    const fd = fs.openSync(out, 'w');
    const child = spawn(binary, [], { stdio: ['ignore', fd, 'ignore'] });
    child.on('error', reject);
    child.on('close', () => {
      fs.closeSync(fd);
      resolve();
    });
  });

const request = (programDir: string, dir: RunDir): SandboxRequest => ({
  argv: [`${sandboxPaths.program}/main`],
  workDir: dir.box,
  uid: dir.uid,
  roBinds: [{ src: programDir, dest: sandboxPaths.program }],
  stdin: null,
  stdout: { file: path.join(dir.root, 'stdout') },
  stderr: path.join(dir.root, 'stderr'),
  limits: programLimits(c, { timeMs: 1000, memoryMb: 256, stackMb: 64 }, 1 << 20),
});

const check = (result: SandboxResult) => {
  if (result.error || result.exitCode !== 0)
    throw new Error(`sandboxed run failed: ${result.error}`);
};

/** One sandboxed run as judging does it: fresh run dir and cgroup, stdout to a file, cleanup. */
const sandboxed = async (programDir: string) => {
  const dir = await createRunDir(programWorkDir());
  check(await runInSandbox(request(programDir, dir)));
  await removeRunDir(dir);
};

/**
 * The warm-pool variant: the next sandbox (run dir, cgroup, bwrap's namespaces and mounts)
 * is prepared while the current one runs, as consecutive cases of one submission can be.
 * Measures from "start" to the result, plus the overall throughput.
 */
const warmRuns = async (programDir: string, runs: number) => {
  const prepare = async () => {
    const dir = await createRunDir(programWorkDir());
    return { dir, sandbox: await prepareSandbox(request(programDir, dir)) };
  };
  const latency: number[] = [];
  const started = performance.now();
  let next = prepare();
  for (let i = 0; i < runs; i++) {
    const current = await next;
    next = prepare();
    const t = performance.now();
    check(await current.sandbox.start());
    latency.push(performance.now() - t);
    await removeRunDir(current.dir);
  }
  const last = await next;
  last.sandbox.cancel();
  await removeRunDir(last.dir);
  return { latency, perRun: (performance.now() - started) / runs };
};

const timed = async (fn: () => Promise<unknown>): Promise<number> => {
  const start = performance.now();
  await fn();
  return performance.now() - start;
};

const row = (name: string, xs: number[]) =>
  `| ${name} | ${xs.length} | ${quantile(xs, 0.5).toFixed(2)} | ${quantile(xs, 0.99).toFixed(2)} |`;

const runsBench = async (runs: number): Promise<string[]> => {
  const programDir = path.join(judgeDir('runs'), `bench-${randomName()}`);
  fs.mkdirSync(programDir, { mode: 0o755 });
  fs.writeFileSync(path.join(programDir, 'main.c'), tinyC);
  await exec('gcc', ['-O2', '-o', path.join(programDir, 'main'), path.join(programDir, 'main.c')]);
  const out = path.join(programDir, 'direct.out');
  await runnerBinary();
  await sandboxed(programDir); // warm-up: runner build, cgroup probe
  const inSandbox: number[] = [];
  const bare: number[] = [];
  for (let i = 0; i < runs; i++) {
    bare.push(await timed(() => direct(path.join(programDir, 'main'), out)));
    inSandbox.push(await timed(() => sandboxed(programDir)));
  }
  const warm = await warmRuns(programDir, runs);
  fs.rmSync(programDir, { recursive: true, force: true });
  const ratio = quantile(inSandbox, 0.5) / quantile(bare, 0.5);
  const warmRatio = quantile(warm.latency, 0.5) / quantile(bare, 0.5);
  return [
    `Per-run wall time, tiny C program (${cgroupSupport().note}), ${runs} runs each, interleaved:`,
    '',
    '| run | n | median ms | p99 ms |',
    '| --- | --- | --- | --- |',
    row('spawned directly', bare),
    row('sandboxed (run dir + cgroup + bwrap + runner)', inSandbox),
    row('warm pool: start -> result (next sandbox prepared meanwhile)', warm.latency),
    '',
    `Median ratio sandboxed / direct: ${ratio.toFixed(2)}x cold (goal <= 3.0x), ${warmRatio.toFixed(2)}x warm (goal <= 2.0x).`,
    `Warm pool throughput: ${warm.perRun.toFixed(2)} ms per run back to back.`,
  ];
};

const compileBench = async (runs: number): Promise<string[]> => {
  const dir = path.join(judgeDir('runs'), `bench-${randomName()}`);
  fs.mkdirSync(dir, { mode: 0o755 });
  const viaJudge: number[] = [];
  const bare: number[] = [];
  const flags = ['-DONLINE_JUDGE', '-O2', '-w', '-fmax-errors=3', '-std=c++17'];
  for (let i = 0; i < runs; i++) {
    // A unique comment defeats the compile cache; the cached folder is removed afterwards.
    const source = `${aPlusB}// ${randomName()}\n`;
    const file = path.join(dir, 'main.cpp');
    fs.writeFileSync(file, source);
    bare.push(
      await timed(() => exec('g++', [...flags, file, '-lm', '-o', path.join(dir, 'main')])),
    );
    let programDir = '';
    viaJudge.push(
      await timed(async () => {
        const r = await compileProgram('C++', source);
        if (!r.ok) throw new Error(r.message);
        programDir = r.program.dir;
      }),
    );
    fs.rmSync(programDir, { recursive: true, force: true });
  }
  fs.rmSync(dir, { recursive: true, force: true });
  return [
    `Compile time, A+B in C++17 (<bits/stdc++.h>), ${runs} runs each, interleaved:`,
    '',
    '| compile | n | median ms | p99 ms |',
    '| --- | --- | --- | --- |',
    row('bare g++', bare),
    row('compileProgram (sandboxed, cache missed)', viaJudge),
  ];
};

/**
 * The sandbox's cost: a tiny C program spawned directly against the full sandboxed path
 * (200 runs each, interleaved in one process), and compileProgram against bare g++.
 * Returns a markdown report.
 */
export const runSandboxBench = async (
  opts: { runs?: number; compiles?: number } = {},
): Promise<string> => {
  const lines = [
    ...(await runsBench(opts.runs ?? 200)),
    '',
    ...(await compileBench(opts.compiles ?? 5)),
  ];
  await runDirsRemoved(); // run folders (tmpfs mounts as root) go in the background
  return lines.join('\n');
};

// `npx tsx judge/src/bench/sandbox.bench.ts` prints the report.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(await runSandboxBench());
}
