import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Socket } from 'node:net';
import type { Readable, Writable } from 'node:stream';
import { runnerBinary } from './native.ts';

/** The size of a run's work dir: bytes and files (tmpfs `size` and `nr_inodes`). */
export interface WorkDirCap {
  bytes: number;
  inodes: number;
}

type Helper = ChildProcessByStdio<Writable, Readable, null>;

interface Pending {
  resolve: () => void;
  reject: (error: Error) => void;
}

/**
 * One `runner mounts` process per runs folder (see judge/native/mounts.c): a mount costs a
 * pipe round trip instead of a process start. Answers come back in the order of the requests.
 * The pipes are unreferenced while nothing is pending, so an idle helper never keeps the judge
 * alive; it detaches its leftovers when the judge's end of stdin closes.
 */
class MountHelper {
  private readonly pending: Pending[] = [];
  private buffered = '';
  private failure: Error | null = null;

  constructor(private readonly child: Helper) {
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => this.receive(chunk));
    child.stdin.on('error', () => {});
    child.on('error', (error) => this.fail(error));
    child.on('exit', (code, signal) =>
      this.fail(new Error(`the mount helper exited (${signal ?? `code ${code}`})`)),
    );
    this.hold(false);
  }

  get dead(): boolean {
    return this.failure !== null;
  }

  request(line: string): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.pending.push({ resolve, reject });
      this.hold(true);
      this.child.stdin.write(`${line}\n`);
    });
  }

  private receive(chunk: string) {
    this.buffered += chunk;
    let end: number;
    while ((end = this.buffered.indexOf('\n')) >= 0) {
      const answer = this.buffered.slice(0, end);
      this.buffered = this.buffered.slice(end + 1);
      const next = this.pending.shift();
      if (answer === 'ok') next?.resolve();
      else next?.reject(new Error(answer.replace(/^error /, '')));
    }
    if (this.pending.length === 0) this.hold(false);
  }

  private fail(error: Error) {
    this.failure ??= error;
    for (const p of this.pending.splice(0)) p.reject(this.failure);
    this.hold(false);
  }

  private hold(busy: boolean) {
    for (const handle of [this.child, this.child.stdin as Socket, this.child.stdout as Socket]) {
      if (busy) handle.ref();
      else handle.unref();
    }
  }
}

const helpers = new Map<string, Promise<MountHelper>>();

const startHelper = async (runsDir: string): Promise<MountHelper> =>
  new MountHelper(
    spawn(await runnerBinary(), ['mounts', runsDir], {
      stdio: ['pipe', 'pipe', 'ignore'],
      env: { PATH: '/usr/bin:/bin' },
    }),
  );

/** The live helper of a runs folder; concurrent callers share one start, a dead one is replaced. */
const helperFor = async (runsDir: string): Promise<MountHelper> => {
  let started = helpers.get(runsDir);
  if (!started) {
    started = startHelper(runsDir);
    helpers.set(runsDir, started);
    const mine = started;
    mine.catch(() => {
      if (helpers.get(runsDir) === mine) helpers.delete(runsDir);
    });
  }
  const helper = await started;
  if (!helper.dead) return helper;
  if (helpers.get(runsDir) === started) helpers.delete(runsDir);
  return helperFor(runsDir);
};

const checked = (p: string): string => {
  if (p.includes('\n')) throw new Error(`unusable path ${JSON.stringify(p)}`);
  return p;
};

/** Mounts a tmpfs capped at `cap` on `dir` (inside `runsDir`), its root owned by `uid`, 0700. */
export const mountTmpfs = async (
  runsDir: string,
  dir: string,
  cap: WorkDirCap,
  uid: number,
): Promise<void> => {
  const helper = await helperFor(runsDir);
  await helper.request(`tmpfs ${cap.bytes} ${cap.inodes} ${uid} ${checked(dir)}`);
};

/** Detaches the mount on `dir` (MNT_DETACH: a sandbox still holding it never blocks us). */
export const unmount = async (runsDir: string, dir: string): Promise<void> => {
  const helper = await helperFor(runsDir);
  await helper.request(`umount ${checked(dir)}`);
};
