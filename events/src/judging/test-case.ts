import { z } from 'zod';

/** One test case of a problem: its files by content hash in the test-data store. */
export const testCaseRefSchema = z.object({
  /** 1-based, in the sort order of JUDGING.md (base-name length, then lexical). */
  index: z.number().int().positive(),
  inputName: z.string(),
  outputName: z.string(),
  /** sha256 hex of the file content. */
  inputHash: z.string(),
  outputHash: z.string(),
  inputSize: z.number().int().nonnegative(),
  outputSize: z.number().int().nonnegative(),
  /** OI score of the case (0 for ACM problems). */
  score: z.number().int().nonnegative(),
  /** Subtask group (subtask modes); 0 when unused. */
  groupNum: z.number().int().nonnegative(),
});
export type TestCaseRef = z.infer<typeof testCaseRefSchema>;
