import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedDb, type EmbeddedDb } from './events/src/infra/embedded-db.ts';

let db: EmbeddedDb | undefined;
let dir = '';

/** One embedded PostgreSQL per test run; each test file creates its own database on it. */
export async function setup(project: TestProject) {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oj-test-pg-'));
  // PostgreSQL runs as its own OS user: it must be able to enter the folder.
  fs.chmodSync(dir, 0o755);
  db = await startEmbeddedDb({ dir: path.join(dir, 'pg'), persistent: false });
  project.provide('pgAdminUrl', db.adminUrl);
}

export async function teardown() {
  await db?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
