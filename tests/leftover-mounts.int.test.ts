import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { detachMountsUnder, mountsUnder } from './leftover-mounts.ts';

// The global teardown removes the run's judge folder; a killed judge's work dir mount must not
// make that fail. Root only (only root mounts work dirs), as CI runs.
it.skipIf(process.getuid?.() !== 0)(
  'detaches a work dir tmpfs a killed judge left, so its folder can be removed',
  () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'oj-leftover-mounts-'));
    const box = path.join(folder, 'runs', '1-abc', 'box');
    fs.mkdirSync(box, { recursive: true });
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'oj-run', box]);
    fs.writeFileSync(path.join(box, 'out.txt'), 'left behind');
    try {
      expect(mountsUnder(folder)).toEqual([fs.realpathSync(box)]);
      detachMountsUnder(folder);
      expect(mountsUnder(folder)).toEqual([]);
      fs.rmSync(folder, { recursive: true, force: true });
      expect(fs.existsSync(folder)).toBe(false);
    } finally {
      if (mountsUnder(folder).length > 0) execFileSync('umount', ['-l', box]);
      fs.rmSync(folder, { recursive: true, force: true });
    }
  },
);
