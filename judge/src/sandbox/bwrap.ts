import fs from 'node:fs';
import path from 'node:path';

/** Where things appear inside every sandbox. */
export const sandboxPaths = {
  work: '/w',
  program: '/prog',
  runner: '/.oj-runner',
  pipes: '/pipes',
} as const;

export interface MountPlan {
  /** Judge runs as root: no user namespace; the runner drops to the run's own uid instead. */
  privileged: boolean;
  /** Host folder bound writable at /w (the only writable host path). */
  workDir: string;
  /** Extra read-only binds: the compiled program, checker inputs, the FIFO folder. */
  roBinds: { src: string; dest: string }[];
  /** Toolchain folders outside /usr (a pyenv Python 2), bound read-only at the same path. */
  hostDirs: string[];
  runner: string;
  tmpfsBytes: number;
  env: Record<string, string>;
}

/** The host's root layout, read once: merged-/usr systems have /bin, /lib... as symlinks. */
export interface SystemLayout {
  links: { path: string; target: string }[];
  dirs: string[];
  etc: string[];
}

const rootEntries = ['/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32'];

let layout: SystemLayout | undefined;

export const systemLayout = (): SystemLayout => (layout ??= readLayout());

const readLayout = (): SystemLayout => {
  const out: SystemLayout = { links: [], dirs: ['/usr'], etc: [] };
  for (const entry of rootEntries) {
    const st = fs.lstatSync(entry, { throwIfNoEntry: false });
    if (st?.isSymbolicLink()) out.links.push({ path: entry, target: fs.readlinkSync(entry) });
    else if (st?.isDirectory()) out.dirs.push(entry);
  }
  // Only the loader cache: binaries are called by their real paths (no /etc/alternatives
  // needed) and a language needing more (the JDK's /etc/java-NN) asks for it. Every extra
  // bind costs every run; no passwd, no hosts.
  out.etc = ['/etc/ld.so.cache'].filter((p) => fs.existsSync(p));
  return out;
};

/**
 * A minimal /dev: the five harmless character devices and the fd links. Cheaper than bwrap's
 * --dev (no devpts, no tty, no shm mount) and nothing a judged program needs is missing.
 */
const minimalDev = [
  ...['null', 'zero', 'full', 'random', 'urandom'].flatMap((d) => [
    '--dev-bind',
    `/dev/${d}`,
    `/dev/${d}`,
  ]),
  ...['stdin', 'stdout', 'stderr'].flatMap((name, fd) => [
    '--symlink',
    `/proc/self/fd/${fd}`,
    `/dev/${name}`,
  ]),
  '--symlink',
  '/proc/self/fd',
  '/dev/fd',
];

const isUnder = (child: string, parent: string) =>
  child === parent || child.startsWith(parent.endsWith('/') ? parent : `${parent}/`);

/** `--dir` for every not yet created ancestor of a bind target. */
const ancestors = (target: string, existing: Set<string>): string[] => {
  const args: string[] = [];
  const parts = target.split('/').filter(Boolean);
  for (let i = 1; i < parts.length; i++) {
    const dir = `/${parts.slice(0, i).join('/')}`;
    if (existing.has(dir)) continue;
    existing.add(dir);
    args.push('--perms', '0755', '--dir', dir);
  }
  return args;
};

/**
 * bwrap arguments for one run: every namespace unshared (no network at all), a read-only
 * system, fresh /proc, minimal /dev, a private size-capped /tmp, one writable work dir, and the
 * root remounted read-only. As root the user namespace is left out on purpose: inside one the
 * program would be host uid 0 (exempt from RLIMIT_NPROC, owner of root's files and keyring).
 * Instead the runner keeps a few capabilities (set uid/gid, kill its own namespace, run at
 * real-time priority) and the program runs as a throw-away uid with none.
 */
export const bwrapArgs = (plan: MountPlan, sys: SystemLayout = systemLayout()): string[] => {
  const ns = plan.privileged
    ? ['--unshare-pid', '--unshare-net', '--unshare-ipc', '--unshare-uts', '--unshare-cgroup-try']
    : ['--unshare-all'];
  const caps = plan.privileged
    ? [
        '--cap-add',
        'CAP_SETUID',
        '--cap-add',
        'CAP_SETGID',
        '--cap-add',
        'CAP_SYS_NICE',
        '--cap-add',
        'CAP_KILL',
      ]
    : [];
  const args = [
    ...ns,
    '--die-with-parent',
    '--new-session',
    '--as-pid-1',
    '--hostname',
    'oj',
    ...caps,
  ];
  // bwrap creates missing parents of a bind target as 0700 root: the run's uid could not
  // traverse them, so every parent is made explicitly, world-traversable.
  const made = new Set(['/', '/usr', '/proc', '/dev', '/tmp', sandboxPaths.work]);
  const bind = (flag: string, src: string, dest: string) =>
    args.push(...ancestors(dest, made), flag, src, dest);
  for (const dir of sys.dirs) bind('--ro-bind', dir, dir);
  for (const link of sys.links) args.push('--symlink', link.target, link.path);
  args.push('--proc', '/proc', '--perms', '0755', '--dir', '/dev', ...minimalDev);
  args.push('--perms', '1777', '--size', String(plan.tmpfsBytes), '--tmpfs', '/tmp');
  for (const file of sys.etc) bind('--ro-bind', file, file);
  for (const dir of plan.hostDirs) {
    if (!sys.dirs.some((d) => isUnder(dir, d))) bind('--ro-bind', dir, dir);
  }
  args.push('--bind', plan.workDir, sandboxPaths.work);
  for (const b of plan.roBinds) bind('--ro-bind', b.src, b.dest);
  args.push('--ro-bind', plan.runner, sandboxPaths.runner, '--remount-ro', '/');
  args.push('--chdir', sandboxPaths.work, '--clearenv');
  for (const [key, value] of Object.entries(plan.env)) args.push('--setenv', key, value);
  return args;
};

/** The environment of every sandboxed process: nothing from the judge's own. */
export const sandboxEnv = (extra: Record<string, string> = {}): Record<string, string> => ({
  PATH: '/usr/local/bin:/usr/bin:/bin',
  HOME: sandboxPaths.work,
  TMPDIR: '/tmp',
  LANG: 'C.UTF-8',
  ...extra,
});

export const toSandboxPath = (name: string): string => path.posix.join(sandboxPaths.work, name);
