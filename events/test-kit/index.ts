import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import postgres from 'postgres';
import { createSql, type Sql } from '../src/store/postgres/sql.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

export interface TestDatabase {
  url: string;
  sql: Sql;
  /** Closes the pool and drops the database. */
  drop: () => Promise<void>;
}

/** A fresh database on the run's embedded PostgreSQL (started once by the vitest global setup). */
export const createTestDatabase = async (): Promise<TestDatabase> => {
  const adminUrl = inject('pgAdminUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = adminUrl.replace(/\/postgres$/, `/${name}`);
  const sql = createSql(url, { max: 20 });
  return {
    url,
    sql,
    drop: async () => {
      await sql.end({ timeout: 5 });
      const a = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await a.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
};
export { deciderSpec } from './decider-spec.ts';
export { jsonbText, jsonbValue } from './json-arbitrary.ts';
