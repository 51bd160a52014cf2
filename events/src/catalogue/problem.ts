import { z } from 'zod';
import type { EventUnion } from './define.ts';
import { testCaseRefSchema } from '../judging/test-case.ts';
import {
  checkerConventions,
  judgeCaseModes,
  judgeModes,
  languageNames,
} from '../judging/verdicts.ts';

export const problemExampleSchema = z.object({ input: z.string(), output: z.string() });

export const problemCodeTemplateSchema = z.object({
  language: z.enum(languageNames),
  code: z.string(),
  /** Enabled templates prefill the editor. */
  status: z.boolean(),
});

/** File name -> content (extra files placed next to the user program or the checker). */
const extraFilesSchema = z.record(z.string(), z.string()).nullable();

/** Everything an admin edits on a problem (HOJ's Problem entity, minus what the server owns). */
export const problemFieldsSchema = z.object({
  /** Display id, unique case-insensitively. */
  problemId: z.string(),
  title: z.string(),
  author: z.string(),
  /** 0 ACM, 1 OI. */
  type: z.number().int().min(0).max(1),
  judgeMode: z.enum(judgeModes),
  judgeCaseMode: z.enum(judgeCaseModes),
  /** ms */
  timeLimit: z.number().int().positive(),
  /** MB */
  memoryLimit: z.number().int().positive(),
  /** MB */
  stackLimit: z.number().int().positive(),
  description: z.string(),
  input: z.string(),
  output: z.string(),
  examples: z.array(problemExampleSchema),
  source: z.string(),
  /** 0 easy, 1 mid, 2 hard. */
  difficulty: z.number().int().min(0).max(2),
  hint: z.string(),
  /** 1 public, 2 private, 3 contest. */
  auth: z.number().int().min(1).max(3),
  ioScore: z.number().int().nonnegative(),
  codeShare: z.boolean(),
  /** Checker or interactor source (judge modes spj / interactive). */
  spjCode: z.string().nullable(),
  spjLanguage: z.string().nullable(),
  /** How the checker or interactor is called; events before it existed mean `testlib`. */
  checkerConvention: z.enum(checkerConventions).default('testlib'),
  userExtraFile: extraFilesSchema,
  judgeExtraFile: extraFilesSchema,
  isRemoveEndBlank: z.boolean(),
  openCaseResult: z.boolean(),
  isUploadCase: z.boolean(),
  /** Group of a group problem; null for site problems. */
  gid: z.number().int().nullable(),
  /** HOJ's apply-for-public progress: null none, 1 applying, 2 accepted, 3 refused. */
  applyPublicProgress: z.number().int().min(1).max(3).nullable(),
  isFileIO: z.boolean(),
  ioReadFileName: z.string().nullable(),
  ioWriteFileName: z.string().nullable(),
  languages: z.array(z.enum(languageNames)),
  /** Tag names (the tag admin attaches ids later). */
  tags: z.array(z.string()),
  codeTemplates: z.array(problemCodeTemplateSchema),
});
export type ProblemFields = z.infer<typeof problemFieldsSchema>;

/** The full state of a problem as each create/edit event carries it. */
export const problemSnapshotSchema = problemFieldsSchema.extend({
  /** Bumped whenever the test case set changes, so judges refresh what they cached. */
  caseVersion: z.number().int().positive(),
  testCases: z.array(testCaseRefSchema),
});
export type ProblemSnapshot = z.infer<typeof problemSnapshotSchema>;

const changeSchema = problemSnapshotSchema.extend({
  pid: z.number().int().positive(),
  /** uid of the admin. */
  by: z.string(),
  at: z.string(),
});

export const problemEventSchemas = {
  /** Appended by an admin creating a problem, once its display id is reserved. */
  ProblemCreated: changeSchema,
  /** Appended by an admin saving a problem; a full snapshot, not a diff. */
  ProblemEdited: changeSchema,
  /** Appended by an admin deleting a problem; its display id is released afterwards. */
  ProblemDeleted: z.object({
    pid: z.number().int().positive(),
    problemId: z.string(),
    by: z.string(),
    at: z.string(),
  }),
};

export type ProblemEvent = EventUnion<typeof problemEventSchemas>;
export const problemStream = (pid: number) => `problem-${pid}`;
