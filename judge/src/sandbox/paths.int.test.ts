import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseMountInfo } from './cgroup-fs.ts';
import { mountTmpfs } from './mounts.ts';
import {
  createRunDir,
  isRoot,
  judgeDir,
  randomName,
  removeRunDir,
  runDirsRemoved,
  sweepRuns,
  workDirCap,
} from './paths.ts';

const mountsUnder = (dir: string) =>
  parseMountInfo(fs.readFileSync('/proc/self/mountinfo', 'utf8')).filter(
    (m) => m.mountPoint === dir || m.mountPoint.startsWith(`${dir}/`),
  );

// Mounting needs root; without it work dirs are plain folders (see createRunDir).
describe.skipIf(!isRoot())('run folders (as root: a tmpfs work dir each)', () => {
  it('get a tmpfs of the asked size and inode count, owned by the run uid, gone after removal', async () => {
    const dir = await createRunDir({ bytes: 3 << 20, inodes: 100 });
    const [mount] = mountsUnder(dir.box);
    expect(mount?.fsType).toBe('tmpfs');
    expect(mount?.superOptions).toEqual(
      expect.arrayContaining(['size=3072k', 'nr_inodes=100', 'mode=700', `uid=${dir.uid}`]),
    );
    expect(fs.statSync(dir.box).uid).toBe(dir.uid);
    expect(workDirCap(dir.box)).toEqual({ bytes: 3 << 20, inodes: 100 });
    fs.writeFileSync(path.join(dir.box, 'file'), 'x');
    await removeRunDir(dir);
    await runDirsRemoved();
    expect(mountsUnder(dir.root)).toEqual([]);
    expect(fs.existsSync(dir.root)).toBe(false);
  });

  it('are swept at start-up when their judge is dead, a leftover tmpfs detached first', async () => {
    const deadPid = spawnSync('true').pid;
    const runs = fs.realpathSync(judgeDir('runs'));
    const root = path.join(runs, `${deadPid}-${randomName()}`);
    const box = path.join(root, 'box');
    fs.mkdirSync(box, { recursive: true });
    await mountTmpfs(runs, box, { bytes: 1 << 20, inodes: 64 }, 1_100_001);
    fs.writeFileSync(path.join(box, 'left'), 'x');
    expect(mountsUnder(root)).toHaveLength(1);
    await sweepRuns(runs);
    expect(mountsUnder(root)).toEqual([]);
    expect(fs.existsSync(root)).toBe(false);
  });

  it('the mount helper refuses paths outside the runs folder', async () => {
    const runs = fs.realpathSync(judgeDir('runs'));
    const cap = { bytes: 1 << 20, inodes: 64 };
    await expect(mountTmpfs(runs, '/usr/local', cap, 1_100_001)).rejects.toThrow(/outside/);
    await expect(mountTmpfs(runs, `${runs}/../../x`, cap, 1_100_001)).rejects.toThrow(/outside/);
  });
});
