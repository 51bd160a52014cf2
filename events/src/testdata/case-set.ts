import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { testCaseRefSchema } from '../judging/test-case.ts';
import { isContentHash, sha256 } from './store.ts';
import { writeFileAtomic } from '../infra/atomic-file.ts';

/** A stored test case before a problem gives it a score and a group. */
export const storedCaseSchema = testCaseRefSchema.omit({ score: true, groupNum: true });
export type StoredCase = z.infer<typeof storedCaseSchema>;

const caseSetSchema = z.object({ version: z.literal(1), cases: z.array(storedCaseSchema) });

const caseSetPath = (root: string, key: string) => path.join(root, 'case-sets', `${key}.json`);

/**
 * Records an uploaded case set and answers its key: the hash of the manifest, so the key the
 * client passes back can only name a set the server wrote (and never a path).
 */
export const saveCaseSet = async (root: string, cases: StoredCase[]): Promise<string> => {
  const text = JSON.stringify({ version: 1, cases });
  const key = sha256(text);
  const file = caseSetPath(root, key);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await writeFileAtomic(file, text);
  return key;
};

/** The cases of an uploaded set, or undefined when the key is malformed or unknown. */
export const readCaseSet = async (root: string, key: string): Promise<StoredCase[] | undefined> => {
  if (!isContentHash(key)) return undefined;
  const text = await fs.readFile(caseSetPath(root, key), 'utf8').catch(() => undefined);
  if (text === undefined || sha256(text) !== key) return undefined;
  return caseSetSchema.parse(JSON.parse(text)).cases;
};
