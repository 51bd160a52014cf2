import { afterAll, beforeAll, expect, it } from 'vitest';
import { startJudgingSite, type JudgingSite } from './kit.ts';

/**
 * Issue 14: the back office shows each judge's machine load and its own CPU and memory, and
 * tells a stopped or silent judge from an idle one (judges beat into judge.judges).
 */
let s: JudgingSite;
beforeAll(async () => {
  s = await startJudgingSite({ workers: 1 });
});
afterAll(() => s?.close());

interface Judge {
  name: string;
  status: string;
  cpuCores: number | null;
  percentCpuLoad: string | null;
  percentMemoryLoad: string | null;
  load: { processCpuPercent: number; rssBytes: number; stoppedAt: string | null } | null;
  service: { metadata: Record<string, string> };
}

const judges = async () => {
  const r = await s.site.call<Judge[]>('GET', '/api/admin/config/get-judge-service-info', {
    token: s.rootToken,
  });
  expect(r.body.status).toBe(200);
  return r.body.data;
};

it("reports a running judge's cores, CPU and memory load, in HOJ's fields too", async () => {
  const [judge] = await judges();
  expect(judge!.status).toBe('idle');
  expect(judge!.cpuCores).toBeGreaterThan(0);
  expect(judge!.percentCpuLoad).toMatch(/^\d+(\.\d)?%$/);
  expect(judge!.percentMemoryLoad).toMatch(/^\d+(\.\d)?%$/);
  expect(judge!.load!.rssBytes).toBeGreaterThan(1024 * 1024);
  expect(judge!.load!.stoppedAt).toBeNull();
  // HOJ's dashboard shows the name and a Healthy tag from these.
  expect(judge!.service.metadata).toEqual({ judgeName: judge!.name, 'nacos.healthy': 'true' });
});

it('shows a stopped judge as offline, and as running again once it restarts', async () => {
  const restart = await s.holdJudging();
  const [stopped] = await judges();
  expect(stopped!.status).toBe('offline');
  expect(stopped!.service.metadata['nacos.healthy']).toBe('false');
  await restart();
  expect((await judges()).map((j) => j.status)).toEqual(['idle']);
});

it('shows a judge that went silent without stopping (killed) as offline', async () => {
  const [judge] = await judges();
  // What a killed process leaves: its last beat, getting older; three beats is the limit.
  await s.site.db
    .sql`UPDATE judge.judges SET heartbeat_at = now() - make_interval(secs => beat_ms * 3 / 1000 + 1)
    WHERE name = ${judge!.name}`;
  expect((await judges()).map((j) => j.status)).toEqual(['offline']);
});
