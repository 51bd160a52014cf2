import { useLingui } from '@lingui/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState, type ReactNode } from 'react';
import { LazyCodeEditor } from '../../../components/ui/lazy-code-editor';
import { toast } from '../../../components/ui/toast-store';
import { cn } from '../../../lib/cn';
import type { Example } from '../../../lib/problem-format';
import type { Verdict } from '../../../lib/live-submissions';
import { isLoggedInAtom, openAuthDialogAtom } from '../../../lib/session';
import { getLastAcCode } from '../api/get-last-ac-code';
import { EditorToolbar } from './editor-toolbar';
import { SubmitBar } from './submit-bar';
import { JudgePanelDialogs, type Confirm } from './judge-panel-dialogs';
import { SubmitStatus } from './submit-status';
import { TestJudgeBox } from './test-judge-box';
import { useEditorState, type EditorProblem } from '../hooks/use-editor-state';
import { useSubmit, validateCode } from '../hooks/use-submit';
import { useJudgeStarting } from '../hooks/use-judge-starting';
import { useTestJudge } from '../hooks/use-test-judge';

export interface JudgePanelProps {
  /** Null while the problem loads or when it failed to load. */
  problem: (EditorProblem & { examples: Example[] }) | null;
  /** Contest id, 0 outside contests. */
  cid?: number;
  /** Training id, 0 outside trainings: the submission counts for the training. */
  tid?: number;
  /** Group id of a group's own problem (0 elsewhere): the submission is made in the group. */
  gid?: number;
  /** Why submitting is closed (an ended contest, say), shown by the disabled button. */
  submitBlocked?: string | null;
  /**
   * The contest password form, asked for when a protected contest refuses the submit; call
   * `onRegistered` once accepted and the submit is sent again.
   */
  renderRegister?: (onRegistered: () => void) => ReactNode;
  /**
   * Asked before every submit once the problem was submitted (before the page opened, or
   * here): an OI contest's "sure to cover it". Null or absent: never asked.
   */
  confirmResubmit?: { message: string; submittedBefore: boolean } | null;
  failed: boolean;
  solved: boolean;
  /** The pushed verdict of a submission made here. */
  onJudged: (verdict: Verdict) => void;
  className?: string;
}

/** The editor pane: toolbar, CodeMirror, test run, submit and the live verdict. */
export function JudgePanel({
  problem,
  cid = 0,
  tid = 0,
  gid = 0,
  submitBlocked = null,
  renderRegister,
  confirmResubmit = null,
  failed,
  solved,
  onJudged,
  className,
}: JudgePanelProps) {
  const { _ } = useLingui();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const openAuthDialog = useSetAtom(openAuthDialogAtom);
  const editor = useEditorState(problem, cid);
  const judgeStarting = useJudgeStarting();
  const blocked = submitBlocked ?? (judgeStarting ? _('judge-panel.judge-starting') : null);
  const [retry, setRetry] = useState<(() => Promise<void>) | null>(null);
  const { submit, submitting, live, dismiss } = useSubmit(
    onJudged,
    renderRegister ? (again) => setRetry(() => again) : undefined,
  );
  const testJudge = useTestJudge();
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [testOpen, setTestOpen] = useState(false);
  const [loadingAccepted, setLoadingAccepted] = useState(false);
  const [submittedHere, setSubmittedHere] = useState(false);
  const value = editor.value;
  const disabled = failed || !problem || !value;

  const send = () => {
    if (!problem || !value) return;
    setConfirm(null);
    const payload = {
      pid: problem.pid,
      language: value.language,
      code: value.code,
      cid,
      ...(tid > 0 ? { tid } : {}),
      ...(gid > 0 && tid <= 0 ? { gid } : {}),
    };
    void submit(payload).then(() => setSubmittedHere(true));
  };
  const askThenSend = () => {
    const ask = confirmResubmit && (confirmResubmit.submittedBefore || submittedHere);
    if (ask) setConfirm('resubmit');
    else send();
  };

  const loadAccepted = async () => {
    if (!problem) return;
    setLoadingAccepted(true);
    try {
      const answer = await getLastAcCode(problem.pid, cid);
      editor.fill(answer.code, answer.language);
      setConfirm(null);
    } catch {
      setConfirm(null);
    } finally {
      setLoadingAccepted(false);
    }
  };

  const toggleTest = () => {
    if (!loggedIn) {
      toast.warning(_('server.login-first'));
      openAuthDialog('login');
      return;
    }
    setTestOpen((open) => !open);
  };

  const runTest = (userInput: string, expectedOutput: string) => {
    if (!problem || !value) return;
    const invalid = validateCode(value.code);
    if (invalid) return void toast.error(invalid);
    testJudge.start({
      pid: problem.pid,
      language: value.language,
      code: value.code,
      userInput,
      expectedOutput,
      type: cid > 0 ? 'contest' : gid > 0 ? 'group' : 'public',
      isRemoteJudge: false,
      ...(gid > 0 && cid <= 0 && tid <= 0 ? { gid } : {}),
    });
  };

  return (
    <section
      aria-label={_('judge-panel.label')}
      className={cn(
        'space-y-3 rounded-xl border border-slate-200/80 bg-white p-3 shadow-sm sm:p-4',
        className,
      )}
    >
      <EditorToolbar
        languages={problem?.languages ?? []}
        language={value?.language ?? ''}
        judgeStarting={judgeStarting}
        settings={value ?? { theme: 'solarized', fontSize: 14, tabSize: 4 }}
        disabled={disabled}
        canLoadAccepted={loggedIn && solved}
        onLanguage={editor.setLanguage}
        onSettings={editor.setSettings}
        onUpload={editor.setCode}
        onReset={() => setConfirm('reset')}
        onLoadAccepted={() => setConfirm('accepted')}
      />
      {value ? (
        <LazyCodeEditor
          value={value.code}
          onChange={editor.setCode}
          language={value.language}
          theme={value.theme}
          fontSize={value.fontSize}
          tabSize={value.tabSize}
          height={550}
          ariaLabel={_('judge-panel.code')}
        />
      ) : (
        <div
          className={cn(
            'flex h-[550px] items-center justify-center rounded-lg border border-slate-200 bg-slate-50 text-sm text-slate-400',
            !failed && 'animate-pulse',
          )}
        >
          {failed && _('judge-panel.unavailable')}
        </div>
      )}
      <SubmitBar
        testOpen={testOpen}
        onToggleTest={toggleTest}
        blocked={blocked}
        submitting={submitting}
        disabled={disabled}
        onSubmit={askThenSend}
      />
      {live && <SubmitStatus live={live} onClose={dismiss} />}
      {testOpen && loggedIn && (
        <TestJudgeBox
          examples={problem?.examples ?? []}
          run={testJudge.run}
          sending={testJudge.sending}
          disabled={disabled}
          onRun={runTest}
        />
      )}
      <JudgePanelDialogs
        confirm={confirm}
        onClose={() => setConfirm(null)}
        onReset={() => {
          editor.reset();
          setConfirm(null);
        }}
        onResubmit={send}
        resubmitMessage={confirmResubmit?.message ?? ''}
        loadingAccepted={loadingAccepted}
        onLoadAccepted={() => void loadAccepted()}
        renderRegister={renderRegister}
        retry={retry}
        onRetryClose={() => setRetry(null)}
      />
    </section>
  );
}
