import { useLingui } from '@lingui/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Icon } from '../../../components/ui/icon';
import { LazyCodeEditor } from '../../../components/ui/lazy-code-editor';
import { toast } from '../../../components/ui/toast-store';
import { cn } from '../../../lib/cn';
import type { Example } from '../../../lib/problem-format';
import { isLoggedInAtom, openAuthDialogAtom } from '../../../lib/session';
import { getLastAcCode } from '../api/get-last-ac-code';
import { EditorToolbar } from './editor-toolbar';
import { SubmitStatus } from './submit-status';
import { TestJudgeBox } from './test-judge-box';
import { useEditorState, type EditorProblem } from './use-editor-state';
import { useSubmit, validateCode } from './use-submit';
import { useTestJudge } from './use-test-judge';

export interface JudgePanelProps {
  /** Null while the problem loads or when it failed to load. */
  problem: (EditorProblem & { examples: Example[] }) | null;
  /** Contest id, 0 outside contests. */
  cid?: number;
  /** Why submitting is closed (an ended contest, say), shown by the disabled button. */
  submitBlocked?: string | null;
  /**
   * The contest password form, asked for when a protected contest refuses the submit; call
   * `onRegistered` once accepted and the submit is sent again.
   */
  renderRegister?: (onRegistered: () => void) => ReactNode;
  failed: boolean;
  solved: boolean;
  onJudged: () => void;
  className?: string;
}

type Confirm = 'reset' | 'accepted' | null;

/** The editor pane: toolbar, CodeMirror, test run, submit and the live verdict. */
export function JudgePanel({
  problem,
  cid = 0,
  submitBlocked = null,
  renderRegister,
  failed,
  solved,
  onJudged,
  className,
}: JudgePanelProps) {
  const { _ } = useLingui();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const openAuthDialog = useSetAtom(openAuthDialogAtom);
  const editor = useEditorState(problem, cid);
  const [retry, setRetry] = useState<(() => Promise<void>) | null>(null);
  const { submit, submitting, live, dismiss } = useSubmit(
    onJudged,
    renderRegister ? (again) => setRetry(() => again) : undefined,
  );
  const testJudge = useTestJudge();
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [testOpen, setTestOpen] = useState(false);
  const [loadingAccepted, setLoadingAccepted] = useState(false);
  const value = editor.value;
  const disabled = failed || !problem || !value;

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
      type: cid > 0 ? 'contest' : 'public',
      isRemoteJudge: false,
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
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" size="sm" aria-expanded={testOpen} onClick={toggleTest}>
          <Icon name="code" className="size-4" />
          {_('judge-panel.test-run')}
        </Button>
        {submitBlocked && (
          <p role="status" className="ml-auto text-sm text-amber-700">
            {submitBlocked}
          </p>
        )}
        <Button
          className={cn('min-w-28', !submitBlocked && 'ml-auto')}
          loading={submitting}
          disabled={disabled || submitBlocked !== null}
          onClick={() =>
            problem &&
            value &&
            void submit({ pid: problem.pid, language: value.language, code: value.code, cid })
          }
        >
          <Icon name="send" className="size-4" />
          {submitting ? _('judge-panel.submitting') : _('judge-panel.submit')}
        </Button>
      </div>
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
      {renderRegister && (
        <Dialog open={retry !== null} onOpenChange={(open) => !open && setRetry(null)}>
          <DialogContent
            title={_('judge-panel.register-title')}
            closeLabel={_('common.close')}
            className="max-w-lg"
          >
            {retry &&
              renderRegister(() => {
                setRetry(null);
                void retry();
              })}
          </DialogContent>
        </Dialog>
      )}
      <ConfirmDialog
        open={confirm === 'reset'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={_('judge-panel.reset')}
        message={_('judge-panel.reset-confirm')}
        onConfirm={() => {
          editor.reset();
          setConfirm(null);
        }}
      />
      <ConfirmDialog
        open={confirm === 'accepted'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={_('judge-panel.last-accepted')}
        message={_('judge-panel.last-accepted-confirm')}
        loading={loadingAccepted}
        onConfirm={() => void loadAccepted()}
      />
    </section>
  );
}
