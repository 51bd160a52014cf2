import type { Sql } from '@oj/events';
import type { ProblemReadRow } from '@oj/projections';
import { examplesToString, idOfLanguage } from '@oj/events';
import { notGroupOnlyWhere } from './problem.policy.ts';
import { likePattern } from '../infra/like-pattern.ts';

/** A row of `read.problems` plus the username of the last editor. */
export interface ProblemRow extends ProblemReadRow {
  modified_user: string | null;
}

/** Every column of a problem and its last editor's name (alias `p`). */
export const problemSelect = `SELECT p.*, u.username AS modified_user
  FROM read.problems p LEFT JOIN read.users u ON u.uid = p.modified_by`;
const select = problemSelect;

/**
 * The lookups of `read.problems` (one module for the whole server). Rows carry checker code and
 * test-case refs: what reaches a client is decided by the VO a route builds, never by the query.
 */
export const findProblemRow = async (sql: Sql, pid: number): Promise<ProblemRow | undefined> =>
  (await sql.unsafe<ProblemRow[]>(`${select} WHERE p.pid = $1`, [pid], { prepare: true }))[0];

/** By display id, case-insensitive (the problem page's URL). */
export const findProblemByDisplayId = async (
  sql: Sql,
  problemId: string,
): Promise<ProblemRow | undefined> =>
  (
    await sql.unsafe<ProblemRow[]>(`${select} WHERE lower(p.problem_id) = lower($1)`, [problemId])
  )[0];

/** Several at once, keyed by pid (status lists). */
export const findProblemRows = async (
  sql: Sql,
  pids: number[],
): Promise<Map<number, ProblemRow>> => {
  if (pids.length === 0) return new Map();
  const rows = await sql.unsafe<ProblemRow[]>(`${select} WHERE p.pid = ANY($1::bigint[])`, [pids]);
  return new Map(rows.map((r) => [Number(r.pid), r]));
};

/** Another live problem already shows this display id (case-insensitive). */
export const displayIdUsed = async (sql: Sql, problemId: string, exceptPid = 0) =>
  (
    await sql`SELECT 1 FROM read.problems
      WHERE lower(problem_id) = ${problemId.trim().toLowerCase()} AND pid <> ${exceptPid} LIMIT 1`
  ).length > 0;

/** The admin problem list: newest first, filtered by keyword (id, title, author) and auth. */
export const listProblemRows = async (
  sql: Sql,
  o: { current: number; size: number; keyword: string; auth: number | undefined },
): Promise<{ rows: ProblemRow[]; total: number }> => {
  // HOJ's admin list leaves out a group's own problems: the group manages them.
  const where: string[] = [notGroupOnlyWhere];
  const values: unknown[] = [];
  if (o.keyword) {
    values.push(likePattern(o.keyword));
    where.push(`(p.problem_id ILIKE $1 OR p.title ILIKE $1 OR p.author ILIKE $1)`);
  }
  if (o.auth !== undefined) {
    values.push(o.auth);
    where.push(`p.auth = $${values.length}`);
  }
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const [count] = await sql.unsafe<{ n: number }[]>(
    `SELECT count(*)::int AS n FROM read.problems p ${filter}`,
    values as never[],
  );
  const rows = await sql.unsafe<ProblemRow[]>(
    `${select} ${filter} ORDER BY p.pid DESC LIMIT ${o.size} OFFSET ${(o.current - 1) * o.size}`,
    values as never[],
  );
  return { rows, total: count?.n ?? 0 };
};

const filesText = (files: Record<string, string> | null) => (files ? JSON.stringify(files) : null);

/** HOJ's Problem entity (examples and extra files as the strings HOJ clients parse). */
export const problemVo = (r: ProblemRow) => ({
  id: r.pid,
  problemId: r.problem_id,
  title: r.title,
  author: r.author,
  type: r.type,
  judgeMode: r.judge_mode,
  judgeCaseMode: r.judge_case_mode,
  timeLimit: r.time_limit,
  memoryLimit: r.memory_limit,
  stackLimit: r.stack_limit,
  description: r.description,
  input: r.input,
  output: r.output,
  examples: examplesToString(r.examples),
  isRemote: false,
  source: r.source,
  difficulty: r.difficulty,
  hint: r.hint,
  auth: r.auth,
  ioScore: r.io_score,
  codeShare: r.code_share,
  spjCode: r.spj_code,
  spjLanguage: r.spj_language,
  checkerConvention: r.checker_convention,
  userExtraFile: filesText(r.user_extra_file),
  judgeExtraFile: filesText(r.judge_extra_file),
  isRemoveEndBlank: r.is_remove_end_blank,
  openCaseResult: r.open_case_result,
  isUploadCase: r.is_upload_case,
  caseVersion: String(r.case_version),
  modifiedUser: r.modified_user,
  isGroup: r.gid !== null,
  gid: r.gid,
  applyPublicProgress: r.apply_public_progress,
  isFileIO: r.is_file_io,
  ioReadFileName: r.io_read_file_name,
  ioWriteFileName: r.io_write_file_name,
  gmtCreate: r.gmt_create.toISOString(),
  gmtModified: r.gmt_modified.toISOString(),
});

/**
 * The admin edit view: the Problem plus what HOJ fetches through separate calls (languages,
 * tags, code templates), so one call fills the form.
 */
export const problemDetailVo = (r: ProblemRow) => ({
  ...problemVo(r),
  languages: r.languages,
  tags: r.tags,
  codeTemplates: r.code_templates.map((t) => ({
    pid: r.pid,
    lid: idOfLanguage(t.language),
    language: t.language,
    code: t.code,
    status: t.status,
  })),
});
