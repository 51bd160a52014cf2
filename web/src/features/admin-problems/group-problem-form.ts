import { toProblemBody, type ProblemForm } from './problem-form-model';

/** HOJ's group form body: the DTO with the group inside the problem, the id without prefix. */
export const toGroupProblemBody = (f: ProblemForm, gid: number, pid?: number) => {
  const body = toProblemBody(f, pid);
  return { ...body, problem: { ...body.problem, gid } };
};

/**
 * The typed part of a group problem's display id: the stored id without the group's short
 * name (HOJ's form strips it the same way; the server adds it back on save).
 */
export const withoutPrefix = (problemId: string, shortName: string) =>
  problemId.toLowerCase().startsWith(shortName.toLowerCase())
    ? problemId.slice(shortName.length)
    : problemId;
