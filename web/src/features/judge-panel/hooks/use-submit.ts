import type { SubmissionProgress } from '@oj/events/realtime';
import { useLingui } from '@lingui/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api-client';
import { describeApiError } from '../../../lib/api-error-message';
import { i18n } from '../../../lib/i18n';
import { serverMessageId } from '../../../lib/server-messages';
import { isLoggedInAtom, openAuthDialogAtom } from '../../../lib/session';
import { watchSubmission, type Verdict } from '../../../lib/live-submissions';
import { submitProblemJudge } from '../api/submit-problem-judge';

export const MAX_CODE_LENGTH = 65535;

export interface CaseDelta {
  index: number;
  status: number;
  time: number;
  memory: number;
  score: number | null;
}

export interface LiveSubmission {
  submitId: number;
  status: number;
  time: number | null;
  memory: number | null;
  score: number | null;
  cases: CaseDelta[];
  final: boolean;
}

/** Checks shared by submit and test run; returns the message to show, or null. */
export function validateCode(code: string): string | null {
  if (code.trim() === '') return i18n._('server.code-empty');
  if (code.length > MAX_CODE_LENGTH) return i18n._('server.code-too-long');
  return null;
}

/** A protected contest's answer until its password was entered (spec section 4). */
export const REGISTER_FIRST = 'Please register for the contest first';

export type SubmitPayload = {
  pid: number;
  language: string;
  code: string;
  cid: number;
  tid?: number;
  gid?: number;
};

const toastServer = (msg: string, fallbackId: string) => {
  const known = serverMessageId(msg);
  toast.success(known ? i18n._(known.id, known.values) : i18n._(fallbackId));
};

/**
 * Submits the code, then follows the verdict live (socket, polled only while it is down). When a
 * protected contest asks for its password first, `onRegisterFirst` gets the retry (without
 * it the refusal is toasted like any other).
 */
export function useSubmit(
  onJudged: (verdict: Verdict) => void,
  onRegisterFirst?: (retry: () => Promise<void>) => void,
) {
  const { _ } = useLingui();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const openAuthDialog = useSetAtom(openAuthDialogAtom);
  const [submitting, setSubmitting] = useState(false);
  const [live, setLive] = useState<LiveSubmission | null>(null);
  const stopRef = useRef<(() => void) | null>(null);
  const onJudgedRef = useRef(onJudged);

  useEffect(() => {
    onJudgedRef.current = onJudged;
  }, [onJudged]);
  useEffect(() => () => stopRef.current?.(), []);

  const follow = (submitId: number) => {
    stopRef.current?.();
    const fromRow = (row: Verdict, final: boolean) =>
      setLive((previous) => ({
        submitId,
        status: row.status,
        time: row.time ?? null,
        memory: row.memory ?? null,
        score: row.score ?? null,
        cases: previous?.submitId === submitId ? previous.cases : [],
        final,
      }));
    const onProgress = (delta: SubmissionProgress) =>
      setLive((previous) => {
        if (!previous || previous.submitId !== submitId || previous.final) return previous;
        const cases = delta.testCase
          ? [...previous.cases.filter((c) => c.index !== delta.testCase?.index), delta.testCase]
          : previous.cases;
        return {
          ...previous,
          status: delta.status,
          cases: cases.sort((a, b) => a.index - b.index),
        };
      });
    stopRef.current = watchSubmission(submitId, {
      onProgress,
      onRow: (row) => fromRow(row, false),
      // The pushed verdict is applied as it is: nothing is fetched again.
      onFinal: (verdict) => {
        fromRow(verdict, true);
        onJudgedRef.current(verdict);
      },
    });
  };

  const submit = async (payload: SubmitPayload): Promise<void> => {
    if (!loggedIn) {
      toast.warning(_('server.login-first'));
      openAuthDialog('login');
      return;
    }
    const invalid = validateCode(payload.code);
    if (invalid) {
      toast.error(invalid);
      return;
    }
    setSubmitting(true);
    try {
      const { row, msg } = await submitProblemJudge(payload);
      toastServer(msg, 'server.submit-success');
      setLive({
        submitId: row.submitId,
        status: row.status,
        time: null,
        memory: null,
        score: null,
        cases: [],
        final: false,
      });
      follow(row.submitId);
    } catch (error) {
      // The call is silent: the refusal is shown here, and the button is enabled again below.
      if (onRegisterFirst && error instanceof ApiError && error.msg === REGISTER_FIRST) {
        onRegisterFirst(() => submit(payload));
      } else {
        toast.error(describeApiError(error));
      }
    } finally {
      setSubmitting(false);
    }
  };

  return { submit, submitting, live, dismiss: () => setLive(null) };
}
