import { describe, expect, it } from 'vitest';
import { parseKeyValues, parseMountInfo } from './cgroup-fs.ts';
import { parseReport } from './report.ts';

describe('parseMountInfo', () => {
  it('finds cgroup v1 controllers and the v2 mount', () => {
    const text = [
      '30 25 0:26 / /sys/fs/cgroup/memory rw,relatime shared:10 - cgroup cgroup rw,memory',
      '31 25 0:27 / /sys/fs/cgroup/cpu,cpuacct rw,relatime shared:11 - cgroup cgroup rw,cpu,cpuacct',
      '32 25 0:28 / /sys/fs/cgroup/unified rw,relatime - cgroup2 cgroup2 rw',
      '33 25 0:29 / /mnt/with\\040space rw - ext4 /dev/vda rw',
    ].join('\n');
    const mounts = parseMountInfo(text);
    expect(mounts).toHaveLength(4);
    expect(mounts[1]).toEqual({
      mountPoint: '/sys/fs/cgroup/cpu,cpuacct',
      fsType: 'cgroup',
      superOptions: ['rw', 'cpu', 'cpuacct'],
    });
    expect(mounts[2]?.fsType).toBe('cgroup2');
    expect(mounts[3]?.mountPoint).toBe('/mnt/with space');
  });
});

describe('parseKeyValues', () => {
  it('reads memory.stat and oom_control style files', () => {
    const kv = parseKeyValues(
      'cache 4096\nrss 8192\nshmem 0\noom_kill_disable 0\nunder_oom 0\noom_kill 2\n',
    );
    expect(kv.get('cache')).toBe(4096);
    expect(kv.get('oom_kill')).toBe(2);
    expect(parseKeyValues(null).size).toBe(0);
  });
});

describe('parseReport', () => {
  it('reads the runner line', () => {
    const r = parseReport(
      '{"exit":-1,"signal":9,"cpu_us":1250000,"maxrss_kb":1000,"peak_rss_kb":2000,"wall_ms":1300,"timeout":"cpu","mem_killed":0,"error":""}\n',
    );
    expect(r).toEqual({
      exit: null,
      signal: 9,
      cpuUs: 1_250_000,
      maxRssKb: 1000,
      peakRssKb: 2000,
      wallMs: 1300,
      timeout: 'cpu',
      memKilled: false,
      error: '',
    });
  });

  it('is null without a report', () => {
    expect(parseReport('')).toBeNull();
    expect(parseReport('{broken')).toBeNull();
  });
});
