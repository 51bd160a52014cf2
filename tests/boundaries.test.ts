import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cycles, folderCycles, importGraph, packageEdges, zoneOf } from './boundaries.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const edges = importGraph(root, [
  'events/src',
  'events/test-kit',
  'server/src',
  'server/test-kit',
  'projections/src',
  'projections/test-kit',
  'judge/src',
  'judge/test-kit',
  'web/src',
  'seeds/src',
]);
/** Tests and test kits (`<package>/test-kit/`) may reach anywhere; production code may not. */
const production = (f: string) =>
  !/\.(test|e2e\.test|int\.test)\.tsx?$/.test(f) && !f.includes('/test-kit/');

describe('code boundaries (CONVENTIONS.md 1 and 8)', () => {
  it('has no import cycles', () => {
    expect(cycles(edges)).toEqual([]);
  });

  it('keeps test kits out of production code', () => {
    const bad = edges.filter((e) => production(e.from) && e.to.includes('/test-kit/'));
    expect(bad).toEqual([]);
  });

  it('keeps web features apart: a feature imports no other feature; ui and lib import none', () => {
    const bad = edges.filter((e) => {
      const to = zoneOf(e.to, 'web/src/features/');
      if (to === null) return false;
      if (e.from.startsWith('web/src/app/')) return false;
      return zoneOf(e.from, 'web/src/features/') !== to;
    });
    expect(bad).toEqual([]);
  });

  it('lets a server area reach another only through its policy, queries or index', () => {
    // Shared plumbing every area may use; everything else is an area of its own.
    const plumbing = new Set(['auth', 'http', 'infra', 'mail', 'realtime']);
    const publicFile = /(\.policy|\.queries|\/index)\.ts$/;
    const bad = edges.filter((e) => {
      if (!production(e.from)) return false;
      const from = zoneOf(e.from, 'server/src/');
      const to = zoneOf(e.to, 'server/src/');
      if (to === null || from === null || from === to || plumbing.has(to)) return false;
      return !publicFile.test(e.to);
    });
    expect(bad).toEqual([]);
  });

  it('has no cycles between server areas or between web folders', () => {
    expect(folderCycles(edges, (f) => zoneOf(f, 'server/src/'))).toEqual([]);
    // web/src/<folder> (app, components, features, lib) and each feature on its own.
    const webZone = (f: string) => zoneOf(f, 'web/src/features/') ?? zoneOf(f, 'web/src/');
    expect(folderCycles(edges, webZone)).toEqual([]);
  });

  it('keeps the package edges DESIGN.md allows', () => {
    // events <- server, projections, judge, seeds; web takes types, the realtime contract and
    // the pure scoring fold from events. The server reads the projections' row types and the
    // unread-count query the messages projection shares; it runs no projection itself.
    const allowed: Record<string, (to: string, typeOnly: boolean) => boolean> = {
      events: () => false,
      server: (to, typeOnly) => to.startsWith('events') || (to === 'projections' && typeOnly),
      projections: (to) => to.startsWith('events'),
      judge: (to) => to.startsWith('events'),
      web: (to, typeOnly) => to === 'events/scoring' || (to.startsWith('events') && typeOnly),
      // The demo data goes through the server's own commands, so it obeys the same rules.
      seeds: (to) => to.startsWith('events') || to === 'projections' || to === 'server',
    };
    const bad = packageEdges(root, [
      'events/src',
      'server/src',
      'projections/src',
      'judge/src',
      'web/src',
      'seeds/src',
    ])
      .filter((e) => !allowed[e.from]!(e.to, e.typeOnly))
      .map((e) => `${e.file} -> @oj/${e.to}${e.typeOnly ? ' (types)' : ''}`);
    expect(bad).toEqual([]);
  });

  it('mounts every server area through its index, from the composition root', () => {
    const plumbing = /^server\/src\/(auth|http|infra|realtime)\//;
    const bad = edges.filter(
      (e) =>
        e.from === 'server/src/app.ts' &&
        zoneOf(e.to, 'server/src/') !== null &&
        !plumbing.test(e.to) &&
        !e.to.endsWith('/index.ts'),
    );
    expect(bad).toEqual([]);
  });
});
