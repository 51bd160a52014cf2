import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createV2Driver } from './cgroup-v2.ts';

// cgroupfs cannot be mounted here (the test machine runs cgroup v1), so the v2 driver is
// checked against plain files laid out like a cgroup2 mount: which files it writes, what it
// reads back.
const fakeMount = (controllers = 'cpu memory pids') => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'oj-cgroup2-'));
  fs.writeFileSync(path.join(root, 'cgroup.controllers'), `${controllers}\n`);
  fs.writeFileSync(path.join(root, 'cgroup.subtree_control'), '');
  // What the kernel would show in oj-judge/ once the root delegates memory and pids.
  fs.mkdirSync(path.join(root, 'oj-judge'));
  fs.writeFileSync(
    path.join(root, 'oj-judge', 'cgroup.controllers'),
    controllers.replace('cpu ', ''),
  );
  fs.writeFileSync(path.join(root, 'oj-judge', 'cgroup.subtree_control'), '');
  return root;
};

let root = '';
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('cgroup v2 driver', () => {
  it('delegates memory and pids to oj-judge/ and limits each run group', () => {
    root = fakeMount();
    const driver = createV2Driver(root);
    expect(fs.readFileSync(path.join(root, 'cgroup.subtree_control'), 'utf8')).toBe(
      '+memory +pids',
    );
    expect(fs.readFileSync(path.join(root, 'oj-judge', 'cgroup.subtree_control'), 'utf8')).toBe(
      '+memory +pids',
    );
    const group = driver.create('run-1');
    group.limit({ memoryBytes: 300 << 20, pids: 129 });
    const dir = path.join(root, 'oj-judge', 'run-1');
    expect(fs.readFileSync(path.join(dir, 'memory.max'), 'utf8')).toBe(String(300 << 20));
    expect(fs.readFileSync(path.join(dir, 'memory.swap.max'), 'utf8')).toBe('0');
    expect(fs.readFileSync(path.join(dir, 'pids.max'), 'utf8')).toBe('129');
    expect(group.procsFiles).toEqual([path.join(dir, 'cgroup.procs')]);
  });

  it('works without the pids controller (RLIMIT_NPROC covers it)', () => {
    root = fakeMount('memory');
    const driver = createV2Driver(root);
    expect(fs.readFileSync(path.join(root, 'cgroup.subtree_control'), 'utf8')).toBe('+memory');
    const group = driver.create('run-4');
    expect(() => group.limit({ memoryBytes: 1 << 28, pids: 10 })).not.toThrow();
  });

  it('reads peak, file cache without shmem, OOM kills and CPU', () => {
    root = fakeMount();
    const group = createV2Driver(root).create('run-2');
    const dir = path.join(root, 'oj-judge', 'run-2');
    fs.writeFileSync(path.join(dir, 'memory.peak'), '73400320\n');
    fs.writeFileSync(path.join(dir, 'memory.stat'), 'anon 67108864\nfile 5242880\nshmem 1048576\n');
    fs.writeFileSync(path.join(dir, 'memory.events'), 'low 0\nhigh 0\nmax 3\noom 1\noom_kill 1\n');
    fs.writeFileSync(
      path.join(dir, 'cpu.stat'),
      'usage_usec 301234\nuser_usec 300000\nsystem_usec 1234\n',
    );
    expect(group.stats()).toEqual({
      peakBytes: 73400320,
      fileCacheBytes: 4194304,
      oomKills: 1,
      cpuUs: 301234,
    });
  });

  it('reports no peak on kernels without memory.peak', () => {
    root = fakeMount();
    const group = createV2Driver(root).create('run-3');
    expect(group.stats().peakBytes).toBeNull();
  });
});
