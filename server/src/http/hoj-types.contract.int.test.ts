import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProblemSite } from '../../test-kit/problem-kit.ts';
import {
  contractFile,
  filled,
  loadHojTypes,
  sharedContractFile,
  nulled,
  queryOf,
  type HojEntry,
} from '../../test-kit/hoj-types-bodies.ts';

/**
 * Issue 12: HOJ's own client must not be refused for the JSON types it sends. For every
 * endpoint of hoj-types.json that this app routes, a body and query of the declared types
 * (and one with every body field null) must never get a 400 for a type or shape reason;
 * business refusals ("The contest does not exist") are fine.
 */
let kit: Awaited<ReturnType<typeof startProblemSite>>;
const types = loadHojTypes();

beforeAll(async () => {
  kit = await startProblemSite();
  // No judge runs here: a checker compile is accepted, then times out quickly (not a shape refusal).
  kit.site.deps.checkerCompileTimeoutMs = 500;
});
afterAll(() => kit.close());

const unknownPath = 'The requested resource';
// Leaving the root session last keeps its token valid for every other request.
const last = (key: string) => (/logout/.test(key) ? 1 : 0);
const entries = Object.entries(types)
  .filter(([k]) => /^(GET|POST|PUT|DELETE) /.test(k))
  .map(([k, v]) => [k, v as HojEntry] as const)
  .filter(([, e]) => !JSON.stringify(e).includes('"file"'))
  .sort(([a], [b]) => last(a) - last(b));

const shapeMessage = /expected|invalid input|invalid option|must be a |must be true or false/i;

/** Why an answer is a refusal of the request's shape, or null when it is not. */
const shapeRefusal = (
  answer: { http: number; body: { status: number; msg: string } },
  allNull: boolean,
) => {
  if (answer.body.status !== 400 && answer.http !== 400) return null;
  const msg = answer.body.msg;
  if (shapeMessage.test(msg)) return msg;
  if (!allNull && /is required/i.test(msg)) return msg;
  return null;
};

describe('HOJ client types (hoj-types.json) against every routed endpoint', () => {
  // The repository carries a copy so a bare clone can run this; where the workspace has the
  // team's shared contract, the copy must be that contract, byte for byte.
  it.skipIf(sharedContractFile === undefined)('tests the current shared contract', () => {
    const copy = fs.readFileSync(contractFile, 'utf8');
    const shared = fs.readFileSync(sharedContractFile!, 'utf8');
    expect(copy === shared, `copy ${sharedContractFile} to contract/hoj-types.json`).toBe(true);
  });

  it('never refuses a body or query of the declared types for its shape', async () => {
    const offences: string[] = [];
    let routed = 0;
    for (const [key, entry] of entries) {
      const [method, path] = key.split(' ') as [string, string];
      const variants: { body?: unknown; query: string; allNull: boolean }[] = [];
      const bodyFields = typeof entry.body === 'object' && entry.body ? entry.body : null;
      const query = queryOf(types, entry.query, path);
      if (bodyFields) {
        variants.push({ body: filled(types, bodyFields, 0, path), query, allNull: false });
        variants.push({ body: nulled(bodyFields), query, allNull: true });
      } else if (typeof entry.body === 'string') {
        variants.push({ body: [], query, allNull: false });
      } else variants.push({ query, allNull: false });
      for (const v of variants) {
        const answer = await kit.site.call(method, path + v.query, {
          token: kit.rootToken,
          ...(v.body === undefined ? {} : { body: v.body }),
        });
        if (answer.http === 404 && answer.body.msg.startsWith(unknownPath)) break;
        if (v === variants[0]) routed++;
        if (process.env.SHOW_400 && answer.body.status !== 200)
          console.log(key, v.allNull, answer.http, answer.body.status, answer.body.msg);
        const why = shapeRefusal(answer, v.allNull);
        if (why) offences.push(`${key}${v.allNull ? ' (nulls)' : ''}: ${why}`);
      }
    }
    if (offences.length) console.log(`Refused for their shape:\n${offences.join('\n')}`);
    expect(routed).toBeGreaterThan(100);
    expect(offences).toEqual([]);
  }, 120_000);
});
