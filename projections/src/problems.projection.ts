import type { ProblemFields, ProblemSnapshot, TestCaseRef } from '@oj/events';
import { defineProjection, q } from './define-projection.ts';

/** Column order of the snapshot columns, shared by insert and update so they cannot drift. */
const snapshotColumns = [
  'problem_id',
  'title',
  'author',
  'type',
  'judge_mode',
  'judge_case_mode',
  'time_limit',
  'memory_limit',
  'stack_limit',
  'description',
  'input',
  'output',
  'examples',
  'source',
  'difficulty',
  'hint',
  'auth',
  'io_score',
  'code_share',
  'spj_code',
  'spj_language',
  'checker_convention',
  'user_extra_file',
  'judge_extra_file',
  'is_remove_end_blank',
  'open_case_result',
  'is_upload_case',
  'case_version',
  'gid',
  'apply_public_progress',
  'is_file_io',
  'io_read_file_name',
  'io_write_file_name',
  'languages',
  'tags',
  'code_templates',
  'test_cases',
] as const;

// jsonb travels as text and is cast in SQL, so a list is never mistaken for a Postgres array.
const json = (v: unknown) => (v === null ? null : JSON.stringify(v));

const snapshotValues = (s: ProblemSnapshot): unknown[] => [
  s.problemId,
  s.title,
  s.author,
  s.type,
  s.judgeMode,
  s.judgeCaseMode,
  s.timeLimit,
  s.memoryLimit,
  s.stackLimit,
  s.description,
  s.input,
  s.output,
  json(s.examples),
  s.source,
  s.difficulty,
  s.hint,
  s.auth,
  s.ioScore,
  s.codeShare,
  s.spjCode,
  s.spjLanguage,
  // Events from before the field existed carry none: their checkers are testlib ones.
  s.checkerConvention ?? 'testlib',
  json(s.userExtraFile),
  json(s.judgeExtraFile),
  s.isRemoveEndBlank,
  s.openCaseResult,
  s.isUploadCase,
  s.caseVersion,
  s.gid,
  s.applyPublicProgress,
  s.isFileIO,
  s.ioReadFileName,
  s.ioWriteFileName,
  s.languages,
  s.tags,
  json(s.codeTemplates),
  json(s.testCases),
];

const jsonColumns = new Set([
  'examples',
  'user_extra_file',
  'judge_extra_file',
  'code_templates',
  'test_cases',
]);
const arrayColumns = new Set(['languages', 'tags']);
const cast = (column: string) =>
  jsonColumns.has(column) ? '::text::jsonb' : arrayColumns.has(column) ? '::text[]' : '';

// Placeholders $1.. for the snapshot; the statement's own values follow at $37...
const placeholders = snapshotColumns.map((c, i) => `$${i + 1}${cast(c)}`);
const n = snapshotColumns.length;

const insertSql = `INSERT INTO read.problems (${snapshotColumns.join(', ')}, pid, created_by, modified_by, gmt_create, gmt_modified)
  VALUES (${placeholders.join(', ')}, $${n + 1}, $${n + 2}, $${n + 2}, $${n + 3}::timestamptz, $${n + 3}::timestamptz)
  ON CONFLICT (pid) DO NOTHING`;
const updateSql = `UPDATE read.problems SET ${snapshotColumns.map((c, i) => `${c} = ${placeholders[i]}`).join(', ')},
  modified_by = $${n + 2}, gmt_modified = $${n + 3}::timestamptz WHERE pid = $${n + 1}`;

/** A row of `read.problems` as postgres.js returns it: the contract of every reader. */
export interface ProblemReadRow {
  pid: number;
  problem_id: string;
  title: string;
  author: string;
  type: number;
  judge_mode: string;
  judge_case_mode: string;
  time_limit: number;
  memory_limit: number;
  stack_limit: number;
  description: string;
  input: string;
  output: string;
  examples: { input: string; output: string }[];
  source: string;
  difficulty: number;
  hint: string;
  auth: number;
  io_score: number;
  code_share: boolean;
  spj_code: string | null;
  spj_language: string | null;
  checker_convention: 'testlib' | 'kattis';
  user_extra_file: Record<string, string> | null;
  judge_extra_file: Record<string, string> | null;
  is_remove_end_blank: boolean;
  open_case_result: boolean;
  is_upload_case: boolean;
  case_version: number;
  gid: number | null;
  apply_public_progress: number | null;
  is_file_io: boolean;
  io_read_file_name: string | null;
  io_write_file_name: string | null;
  languages: ProblemFields['languages'];
  tags: string[];
  code_templates: ProblemFields['codeTemplates'];
  test_cases: TestCaseRef[];
  created_by: string;
  modified_by: string;
  gmt_create: Date;
  gmt_modified: Date;
}

/**
 * One row per live problem: the admin pages read it, and so do submissions and the judge
 * (the column names are their contract). Deleted problems are removed.
 */
export const problemsProjection = defineProjection({
  name: 'problems',
  version: 3,
  handles: ['ProblemCreated', 'ProblemEdited', 'ProblemDeleted', 'TagEdited', 'TagDeleted'],
  tables: ['read.problems'],
  init: `
    CREATE TABLE IF NOT EXISTS read.problems (
      pid bigint PRIMARY KEY,
      problem_id text NOT NULL,
      title text NOT NULL,
      author text NOT NULL,
      type int NOT NULL,
      judge_mode text NOT NULL,
      judge_case_mode text NOT NULL,
      time_limit int NOT NULL,
      memory_limit int NOT NULL,
      stack_limit int NOT NULL,
      description text NOT NULL,
      input text NOT NULL,
      output text NOT NULL,
      examples jsonb NOT NULL,
      source text NOT NULL,
      difficulty int NOT NULL,
      hint text NOT NULL,
      auth int NOT NULL,
      io_score int NOT NULL,
      code_share bool NOT NULL,
      spj_code text,
      spj_language text,
      checker_convention text NOT NULL DEFAULT 'testlib',
      user_extra_file jsonb,
      judge_extra_file jsonb,
      is_remove_end_blank bool NOT NULL,
      open_case_result bool NOT NULL,
      is_upload_case bool NOT NULL,
      case_version int NOT NULL,
      gid bigint,
      apply_public_progress int,
      is_file_io bool NOT NULL,
      io_read_file_name text,
      io_write_file_name text,
      languages text[] NOT NULL,
      tags text[] NOT NULL,
      code_templates jsonb NOT NULL,
      test_cases jsonb NOT NULL,
      created_by text NOT NULL,
      modified_by text NOT NULL,
      gmt_create timestamptz NOT NULL,
      gmt_modified timestamptz NOT NULL
    );
    CREATE UNIQUE INDEX IF NOT EXISTS problems_problem_id_lower ON read.problems (lower(problem_id));
    CREATE INDEX IF NOT EXISTS problems_auth ON read.problems (auth, pid);`,
  apply: (event) => {
    switch (event.type) {
      case 'ProblemCreated':
      case 'ProblemEdited': {
        const d = event.data;
        const text = event.type === 'ProblemCreated' ? insertSql : updateSql;
        return [{ text, values: [...snapshotValues(d), d.pid, d.by, d.at] }];
      }
      case 'ProblemDeleted':
        return [q`DELETE FROM read.problems WHERE pid = ${event.data.pid}`];
      // Problems carry tag names: a renamed tag renames it on them, a deleted one leaves them.
      case 'TagEdited':
        return event.data.oj === 'ME' && event.data.previousName !== event.data.name
          ? [
              q`UPDATE read.problems SET tags = array_replace(tags, ${event.data.previousName}::text, ${event.data.name}::text)
               WHERE ${event.data.previousName}::text = ANY(tags)`,
            ]
          : [];
      case 'TagDeleted':
        return [
          q`UPDATE read.problems SET tags = array_remove(tags, ${event.data.name}::text) WHERE ${event.data.name}::text = ANY(tags)`,
        ];
      default:
        return [];
    }
  },
});
