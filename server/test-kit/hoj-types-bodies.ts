import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** One entry of contract/hoj-types.json: the field types HOJ's server declares. */
export interface HojEntry {
  body: Record<string, string> | string | null;
  query: Record<string, string> | null;
}
interface HojTypes {
  _classes: Record<string, Record<string, string>>;
  [key: string]: unknown;
}

const here = path.dirname(fileURLToPath(import.meta.url));
/**
 * The repository's copy of the team's shared contract (`contract/hoj-types.json`), so the test
 * runs on any machine with only the clone; `HOJ_TYPES_FILE` names another.
 */
export const contractFile =
  process.env.HOJ_TYPES_FILE ?? path.resolve(here, '../../contract/hoj-types.json');
/** The shared original beside the checkout (`<repo>/../shared`), where the workspace has one. */
export const sharedContractFile = [
  path.resolve(here, '../../../shared/contract/hoj-types.json'),
  '/work/shared/contract/hoj-types.json',
].find((f) => fs.existsSync(f));

export const loadHojTypes = () => JSON.parse(fs.readFileSync(contractFile, 'utf8')) as HojTypes;

const hour = 3_600_000;

/**
 * Values our business rules accept where any value of the declared type would be refused
 * first (and so hide what the rest of the body would get). Keyed by field, or by path and field.
 */
const plausible: Record<string, unknown> = {
  '/api/submit-problem-test-judge type': 'public',
  '/api/admin/msg/notice type': 'All',
  '/api/msg/clean type': 'Sys',
  '/api/admin/user/edit-user type': 1000,
  '/api/get-contest-rank limit': 10,
  '/api/get-contest-outside-scoreboard limit': 10,
  '/api/admin/training auth': 'Public',
  '/api/get-training-list auth': 'Public',
  startTime: new Date(Date.now() + hour).toISOString(),
  endTime: new Date(Date.now() + 3 * hour).toISOString(),
  sealRankTime: new Date(Date.now() + 2 * hour).toISOString(),
  color: '#409eff',
  background: '#409eff',
  gender: 'male',
  captcha: 'abcd',
  code: 'int main(void) { return 0; }',
  password: 'secret123',
  name: 'C',
  rankShowName: 'username',
  oiRankScoreType: 'Recent',
  language: 'C',
  spjLanguage: 'C',
  judgeMode: 'default',
  judgeCaseMode: 'default',
  oj: 'ME',
  email: 'someone@example.com',
  username: 'someone',
  type: 0,
};

/**
 * A value of a declared type, as HOJ's client writes it: ids as numbers, `integer|string`
 * ids as strings, dates as ISO strings with Z, objects and lists filled one level deep.
 */
export const valueOf = (
  types: HojTypes,
  type: string,
  name: string,
  depth = 0,
  path = '',
): unknown => {
  if (!type.startsWith('array')) {
    if (`${path} ${name}` in plausible) return plausible[`${path} ${name}`];
    if (name in plausible) return plausible[name];
  }
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'integer|string') return '1';
  if (type === 'boolean') return false;
  if (type.startsWith('datetime')) return new Date(Date.now() + 3_600_000).toISOString();
  if (type === 'json-string') return '{}';
  if (type === 'any') return 'x';
  if (type.startsWith('map<')) return { '1': 'x' };
  if (type.startsWith('array<')) {
    const inner = type.slice('array<'.length, -1);
    return depth > 2 ? [] : [valueOf(types, inner, name, depth + 1, path)];
  }
  if (type.startsWith('object:')) {
    const fields = types._classes[type.slice('object:'.length)] ?? {};
    return depth > 2 ? {} : filled(types, fields, depth + 1, path);
  }
  return `${name}-1`;
};

export const filled = (types: HojTypes, fields: Record<string, string>, depth = 0, path = '') =>
  Object.fromEntries(
    Object.entries(fields).map(([k, t]) => [k, valueOf(types, t, k, depth, path)]),
  );

/** The same fields, every one null: HOJ's client leaves optional fields null. */
export const nulled = (fields: Record<string, string>) =>
  Object.fromEntries(Object.keys(fields).map((k) => [k, null]));

/** A query string of the declared params (nulls are simply left out, as axios does). */
export const queryOf = (types: HojTypes, query: Record<string, string> | null, path = '') => {
  const params = new URLSearchParams();
  if (query)
    for (const [k, t] of Object.entries(query)) {
      const v = valueOf(types, t, k, 0, path);
      for (const item of Array.isArray(v) ? v : [v]) params.append(k, String(item));
    }
  const s = params.toString();
  return s ? `?${s}` : '';
};
