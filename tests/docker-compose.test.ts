import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { parse } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Service {
  image?: string;
  build?: string;
  command?: string[];
  environment?: Record<string, string | number>;
  depends_on?: Record<string, { condition: string }>;
  deploy?: { replicas?: number };
  privileged?: boolean;
  cap_drop?: string[];
  cap_add?: string[];
  security_opt?: string[];
}

it('docker-compose.yml describes the production shape and points at files that exist', () => {
  const doc = parse(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), {
    merge: true,
  }) as {
    services: Record<string, Service>;
    volumes: Record<string, unknown>;
  };
  expect(Object.keys(doc.services).sort()).toEqual([
    'eventstore',
    'judge',
    'postgres',
    'projections',
    'server',
  ]);
  expect(doc.services.eventstore!.image).toMatch(/^eventstore\/eventstore:/);
  expect(doc.services.postgres!.image).toMatch(/^postgres:/);
  for (const name of ['server', 'projections', 'judge']) {
    const s = doc.services[name]!;
    expect(s.environment?.DATABASE_URL).toMatch(/@postgres:5432\//);
    expect(s.environment?.EVENTSTORE_URL).toMatch(/^esdb:\/\/eventstore:2113/);
    expect(Object.keys(s.depends_on ?? {}).sort()).toEqual(['eventstore', 'postgres']);
    const entry = s.command?.at(-1) ?? '';
    expect(fs.existsSync(path.join(root, entry)), `${name} runs ${entry}`).toBe(true);
  }
  expect(doc.services.server!.deploy?.replicas).toBeGreaterThan(1);
  expect(doc.services.judge!.deploy?.replicas).toBeGreaterThan(1);
  for (const v of ['eventstore-data', 'postgres-data']) expect(doc.volumes).toHaveProperty(v);
  // The judge is not privileged: it drops every capability and names the ones it needs.
  const judge = doc.services.judge!;
  expect(judge.privileged).toBeUndefined();
  expect(judge.cap_drop).toEqual(['ALL']);
  expect([...(judge.cap_add ?? [])].sort()).toEqual(
    ['CHOWN', 'DAC_OVERRIDE', 'FOWNER', 'KILL', 'SETGID', 'SETUID', 'SYS_ADMIN', 'SYS_NICE'].sort(),
  );
  for (const name of ['server', 'projections'])
    expect(doc.services[name]!.privileged).toBeUndefined();
  expect(
    fs.existsSync(path.join(root, doc.services.server!.build ?? 'Dockerfile', 'Dockerfile')),
  ).toBe(true);
});
