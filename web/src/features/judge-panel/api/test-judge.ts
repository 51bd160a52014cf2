import { api } from '../../../lib/api-client';

export interface TestJudgePayload {
  pid: number;
  language: string;
  code: string;
  userInput: string;
  expectedOutput: string;
  type: 'public' | 'contest' | 'group';
  isRemoteJudge: boolean;
  /** The group of a group problem's test run. */
  gid?: number;
}

/** `POST /api/submit-problem-test-judge`: runs the code on custom input; answers a key. */
export function submitTestJudge(payload: TestJudgePayload) {
  return api.post<string>('/submit-problem-test-judge', payload);
}

export interface TestJudgeResult {
  status: number;
  time?: number | null;
  memory?: number | null;
  userInput?: string | null;
  userOutput?: string | null;
  expectedOutput?: string | null;
  stderr?: string | null;
  problemJudgeMode?: string | null;
}

/** `GET /api/get-test-judge-result?testJudgeKey=`: Pending until the run is over. */
export function getTestJudgeResult(testJudgeKey: string, signal?: AbortSignal) {
  return api.get<TestJudgeResult>('/get-test-judge-result', {
    params: { testJudgeKey },
    silent: true,
    ...(signal ? { signal } : {}),
  });
}
