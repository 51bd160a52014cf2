import { describe, expect, it } from 'vitest';
import { bwrapArgs, type MountPlan, type SystemLayout } from './bwrap.ts';

const sys: SystemLayout = {
  dirs: ['/usr'],
  links: [{ path: '/lib', target: 'usr/lib' }],
  etc: ['/etc/ld.so.cache'],
};

const plan = (over: Partial<MountPlan> = {}): MountPlan => ({
  privileged: true,
  workDir: '/tmp/oj-judge/runs/abc/box',
  roBinds: [{ src: '/tmp/oj-judge/cache/h', dest: '/prog' }],
  hostDirs: [],
  runner: '/tmp/oj-judge/native/runner-x',
  tmpfsBytes: 64 << 20,
  env: { PATH: '/usr/bin' },
  ...over,
});

/** [flag, src, dest] triples of every bind. */
const binds = (args: string[]) =>
  args.flatMap((a, i) => (a.endsWith('bind') ? [[a, args[i + 1], args[i + 2]] as const] : []));

describe('bwrapArgs', () => {
  it('unshares every namespace but the user one when root, and drops to a uid instead', () => {
    const args = bwrapArgs(plan(), sys);
    for (const ns of [
      '--unshare-pid',
      '--unshare-net',
      '--unshare-ipc',
      '--unshare-uts',
      '--unshare-cgroup-try',
    ]) {
      expect(args).toContain(ns);
    }
    expect(args).toEqual(
      expect.arrayContaining(['--die-with-parent', '--new-session', '--as-pid-1']),
    );
    expect(args).not.toContain('--share-net');
  });

  it('uses --unshare-all when not root (a user namespace is the only way in)', () => {
    const args = bwrapArgs(plan({ privileged: false }), sys);
    expect(args).toContain('--unshare-all');
    expect(args).not.toContain('--cap-add');
  });

  it('binds the system read-only and only the work dir writable', () => {
    const all = binds(bwrapArgs(plan(), sys));
    const writable = all.filter(([flag]) => flag === '--bind');
    expect(writable).toEqual([['--bind', '/tmp/oj-judge/runs/abc/box', '/w']]);
    expect(all).toContainEqual(['--ro-bind', '/usr', '/usr']);
    expect(all).toContainEqual(['--ro-bind', '/tmp/oj-judge/cache/h', '/prog']);
    for (const [, src] of all) expect(src).not.toMatch(/^\/(work|home|root)(\/|$)/);
  });

  it('gives a fresh /proc, a minimal /dev, a size-capped private /tmp and a read-only root', () => {
    const args = bwrapArgs(plan(), sys).join(' ');
    expect(args).toContain('--proc /proc');
    expect(args).toContain('--dev-bind /dev/null /dev/null');
    expect(args).not.toMatch(/--dev \/dev/);
    expect(args).toContain(`--perms 1777 --size ${64 << 20} --tmpfs /tmp`);
    expect(args).toContain('--remount-ro /');
    expect(args).toContain('--clearenv');
  });

  it('binds a toolchain outside /usr at its own path with traversable parents', () => {
    const args = bwrapArgs(
      plan({ hostDirs: ['/root/.pyenv/versions/2.7.18', '/usr/lib/jvm'] }),
      sys,
    ).join(' ');
    expect(args).toContain('--perms 0755 --dir /root --perms 0755 --dir /root/.pyenv');
    expect(args).toContain('--ro-bind /root/.pyenv/versions/2.7.18 /root/.pyenv/versions/2.7.18');
    expect(args).not.toContain('/usr/lib/jvm');
  });
});
