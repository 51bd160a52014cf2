import { useLingui } from '@lingui/react';
import { useMemo, useState, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { parseExamples, parseExtraFiles, type Example } from '../../../lib/problem-format';
import { NARROW_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import type { ProblemInfo } from '../api/types';
import { ProblemPane } from './problem-pane';
import { ProblemStrip } from './problem-strip';
import { useProblemInfo } from '../hooks/use-problem-info';
import { useSplitPane } from '../hooks/use-split-pane';

/** What the editor pane gets from the page. */
export interface ProblemEditorContext {
  /** Null while loading or when the problem failed to load (submit is then disabled). */
  info: ProblemInfo | null;
  examples: Example[];
  failed: boolean;
  /** The signed-in user already solved the problem (gates "recently accepted code"). */
  solved: boolean;
  /** Call with the pushed verdict of the viewer's submission: moves the counts and the mark. */
  onJudged: (verdict: { status: number }) => void;
}

export interface ProblemDetailPageProps {
  problemId: string;
  /**
   * A contest's problem (`problemId` is then its display id): details, links and the status
   * mark are the contest's. 0 or absent outside contests.
   */
  cid?: number;
  /**
   * A training's problem (`problemId` is the problem's own id): its links are the training's
   * and the server checks membership. 0 or absent outside trainings.
   */
  tid?: number;
  /**
   * A group's problem, or with `tid` a group training's: links stay in the group and the server
   * checks membership. 0 or absent outside groups.
   */
  gid?: number;
  /** The full-screen (focus mode) variant covering the navbar. */
  focus: boolean;
  renderEditor: (context: ProblemEditorContext) => ReactNode;
  /** The "My Submissions" tab (signed in only). */
  renderMySubmissions: (problemId: string) => ReactNode;
}

/** /problem/:problemID and its focus mode: statement and tabs on the left, editor on the right. */
export function ProblemDetailPage({
  problemId,
  cid = 0,
  tid = 0,
  gid = 0,
  focus,
  renderEditor,
  renderMySubmissions,
}: ProblemDetailPageProps) {
  const { _ } = useLingui();
  const narrow = useMediaQuery(NARROW_QUERY);
  const { info, loading, error, status, reload, applyVerdict } = useProblemInfo(
    problemId,
    cid,
    tid,
    gid,
  );
  // Moves with each pushed verdict, so the full-screen strip shows the new status.
  const [judged, setJudged] = useState(0);
  const {
    containerRef,
    share,
    mode,
    dragging,
    showProblemOnly,
    restore,
    onDividerPointerDown,
    onDividerKeyDown,
  } = useSplitPane();
  const examples = useMemo(() => parseExamples(info?.problem.examples), [info]);
  const files = useMemo(() => parseExtraFiles(info?.problem.userExtraFile), [info]);
  const problemOnly = !narrow && mode === 'problem';

  const problemPane = (
    <ProblemPane
      problemId={problemId}
      cid={cid}
      tid={tid}
      gid={gid}
      focus={focus}
      problemOnly={narrow ? null : problemOnly}
      onProblemOnly={showProblemOnly}
      onRestore={restore}
      info={info}
      loading={loading}
      error={error}
      status={status}
      examples={examples}
      files={files}
      stacked={narrow}
      reload={reload}
      renderMySubmissions={renderMySubmissions}
    />
  );
  const editorPane = renderEditor({
    info,
    examples,
    failed: error !== null,
    solved: status === 0,
    onJudged: (verdict) => {
      applyVerdict(verdict.status);
      setJudged((n) => n + 1);
    },
  });

  return (
    <div
      className={cn(
        focus ? 'fixed inset-0 z-40 overflow-y-auto bg-slate-100' : 'relative',
        !narrow && (focus ? 'flex flex-col overflow-hidden' : 'h-[calc(100dvh-65px)]'),
      )}
    >
      {narrow ? (
        <div className="flex flex-col gap-4 p-3 sm:p-4">
          {problemPane}
          {editorPane}
        </div>
      ) : (
        <div
          ref={containerRef}
          className={cn('flex h-full min-h-0 flex-1 p-3', dragging && 'select-none')}
        >
          <div
            className="flex min-w-0 flex-col"
            style={problemOnly ? { flex: '1 1 auto' } : { flex: `0 1 ${share * 100}%` }}
          >
            {problemPane}
          </div>
          {!problemOnly && (
            <>
              <div
                role="separator"
                aria-orientation="vertical"
                aria-label={_('problem.resize')}
                tabIndex={0}
                onPointerDown={onDividerPointerDown}
                onKeyDown={onDividerKeyDown}
                className="group flex w-2.5 shrink-0 cursor-col-resize touch-none items-center justify-center focus-visible:outline-none"
              >
                <span className="h-12 w-1 rounded-full bg-slate-300 transition-colors group-hover:bg-primary-400 group-focus-visible:bg-primary-500" />
              </div>
              <div className="min-w-[580px] flex-1 overflow-y-auto">{editorPane}</div>
            </>
          )}
        </div>
      )}
      {focus && (cid > 0 || tid > 0) && (
        <div className={cn(narrow && 'sticky bottom-0 z-10')}>
          <ProblemStrip problemId={problemId} cid={cid} tid={tid} gid={gid} version={judged} />
        </div>
      )}
    </div>
  );
}
