import { useEffect, useRef, useState } from 'react';
import { isJudging } from '../../../lib/judge-status';
import {
  getTestJudgeResult,
  submitTestJudge,
  type TestJudgePayload,
  type TestJudgeResult,
} from '../api/test-judge';

const POLL_MS = 1000;
const MAX_POLLS = 300;

export type TestRun =
  | { phase: 'running'; input: string; status: number }
  | { phase: 'done'; input: string; result: TestJudgeResult }
  | { phase: 'failed'; input: string };

/** Runs the code on custom input and polls the result every second until it is final. */
export function useTestJudge() {
  const [run, setRun] = useState<TestRun | null>(null);
  const [sending, setSending] = useState(false);
  const controllerRef = useRef<AbortController | null>(null);
  useEffect(() => () => controllerRef.current?.abort(), []);

  const start = async (payload: TestJudgePayload) => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    setSending(true);
    let key: string;
    try {
      key = await submitTestJudge(payload);
    } catch {
      setSending(false);
      return;
    }
    setSending(false);
    setRun({ phase: 'running', input: payload.userInput, status: 5 });
    for (let poll = 0; poll < MAX_POLLS && !controller.signal.aborted; poll += 1) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      if (controller.signal.aborted) return;
      try {
        const result = await getTestJudgeResult(key, controller.signal);
        if (!isJudging(result.status)) {
          setRun({ phase: 'done', input: payload.userInput, result });
          return;
        }
        setRun({ phase: 'running', input: payload.userInput, status: result.status });
      } catch {
        if (!controller.signal.aborted) setRun({ phase: 'failed', input: payload.userInput });
        return;
      }
    }
  };

  return { run, sending, start: (payload: TestJudgePayload) => void start(payload) };
}
