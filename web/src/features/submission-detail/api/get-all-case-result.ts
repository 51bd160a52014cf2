import { api } from '../../../lib/api-client';

export interface JudgeCase {
  caseId: number;
  status: number;
  time: number | null;
  memory: number | null;
  score: number | null;
  groupNum?: number | null;
  inputData?: string | null;
  outputData?: string | null;
  userOutput?: string | null;
  message?: string | null;
}

export interface SubtaskResult {
  groupNum: number;
  status: number;
  score: number | null;
  ac: number;
  total: number;
  time: number | null;
  memory: number | null;
  subtaskDetailList: JudgeCase[];
}

export interface CaseResults {
  judgeCaseList: JudgeCase[];
  subTaskJudgeCaseVoList: SubtaskResult[] | null;
  judgeCaseMode: string;
}

/** `GET /api/get-all-case-result?submitId=`; null when the problem keeps case results closed. */
export function getAllCaseResult(submitId: number, signal?: AbortSignal) {
  return api.get<CaseResults | null>('/get-all-case-result', {
    params: { submitId },
    silent: true,
    ...(signal ? { signal } : {}),
  });
}
