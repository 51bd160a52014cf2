import { statusCode, type Sql, type SubmissionStatus } from '@oj/events';
import type { ProblemRow } from '../problems/problem.queries.ts';
import { findCases, type CaseRow, type SubmissionRow } from './submission.queries.ts';

/** Whether the viewer may see what the program printed and what the checker said. */
interface Shown {
  output: boolean;
}

const caseVo = (s: SubmissionRow, c: CaseRow, mode: string, shown: Shown) => ({
  submitId: Number(s.submit_id),
  uid: s.uid,
  pid: Number(s.pid),
  caseId: c.index,
  seq: c.index,
  status: statusCode[c.status],
  time: c.time,
  memory: c.memory,
  score: c.score,
  groupNum: c.group_num,
  mode,
  inputData: c.input_name,
  outputData: c.output_name,
  userOutput: shown.output ? c.user_output : null,
  message: shown.output ? c.message : null,
});

/** HOJ's JudgeCaseVO: the cases, and per subtask group its status and score in OI subtask modes. */
export const caseResultVo = async (sql: Sql, s: SubmissionRow, p: ProblemRow, shown: Shown) => {
  const mode = p.judge_case_mode;
  const cases = await findCases(sql, Number(s.submit_id));
  const judgeCaseList = cases.map((c) => caseVo(s, c, mode, shown));
  if (mode !== 'subtask_lowest' && mode !== 'subtask_average')
    return { judgeCaseList, subTaskJudgeCaseVoList: null, judgeCaseMode: mode };
  const groups = new Map<number, CaseRow[]>();
  for (const c of cases) groups.set(c.group_num, [...(groups.get(c.group_num) ?? []), c]);
  const subTaskJudgeCaseVoList = [...groups.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([groupNum, list]) => {
      const failing = list.find((c) => c.status !== 'AC' && c.status !== 'CA');
      const scores = list.map((c) => c.score);
      const score =
        mode === 'subtask_lowest'
          ? Math.min(...scores)
          : Math.round(scores.reduce((a, b) => a + b, 0) / list.length);
      const status: SubmissionStatus = failing ? (score > 0 ? 'PA' : failing.status) : 'AC';
      return {
        groupNum,
        status: statusCode[status],
        score,
        ac: list.filter((c) => c.status === 'AC').length,
        total: list.length,
        time: Math.max(...list.map((c) => c.time)),
        memory: Math.max(...list.map((c) => c.memory)),
        subtaskDetailList: list.map((c) => caseVo(s, c, mode, shown)),
      };
    });
  return { judgeCaseList, subTaskJudgeCaseVoList, judgeCaseMode: mode };
};
