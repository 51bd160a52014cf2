import { useLingui } from '@lingui/react';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { websiteConfigAtom } from '../../../lib/website-config';

export interface ProblemPaneActionsProps {
  problemId: string;
  /** Contest id, 0 outside contests. */
  cid: number;
  /** Training id, 0 outside trainings. */
  tid?: number;
  focus: boolean;
  /** Null on phones, where the panes stack and there is nothing to collapse. */
  problemOnly: boolean | null;
  onProblemOnly: () => void;
  onRestore: () => void;
}

const linkClass =
  'inline-flex h-8 items-center gap-1.5 rounded-lg px-2.5 text-sm text-slate-600 hover:bg-slate-100 hover:text-slate-900';

/** Where the problem page and its submission list live, inside a contest, a training or not. */
export function problemPaths(problemId: string, cid: number, tid = 0) {
  const id = encodeURIComponent(problemId);
  if (tid > 0 && cid <= 0) {
    return {
      page: `/training/${tid}/problem/${id}`,
      submissions: `/status?problemID=${id}`,
      list: `/training/${tid}/problems`,
    };
  }
  if (cid > 0) {
    return {
      page: `/contest/${cid}/problem/${id}`,
      submissions: `/contest/${cid}/submissions?problemID=${id}`,
      list: `/contest/${cid}/problems`,
    };
  }
  return { page: `/problem/${id}`, submissions: `/status?problemID=${id}`, list: '/problem' };
}

/** Problem-only / restore, focus mode and the problem's submissions; labels when wide. */
export function ProblemPaneActions(props: ProblemPaneActionsProps) {
  const { _ } = useLingui();
  const paths = problemPaths(props.problemId, props.cid, props.tid);
  const base = paths.page;
  const layoutLabel = props.problemOnly
    ? _('problem.restore-layout')
    : _('problem.view-problem-only');
  const focusLabel = props.focus ? _('problem.exit-focus') : _('problem.focus-mode');
  // Spec 3 section 2.12: a problem's discussions, outside contests and with the switch on.
  const discussions = useAtomValue(websiteConfigAtom).openPublicDiscussion && props.cid <= 0;
  return (
    <div className="flex shrink-0 items-center gap-0.5 py-1">
      {props.problemOnly !== null && (
        <Button
          variant="ghost"
          size="sm"
          title={layoutLabel}
          onClick={props.problemOnly ? props.onRestore : props.onProblemOnly}
        >
          <Icon name={props.problemOnly ? 'columns' : 'eye'} className="size-4" />
          <span className="hidden @2xl:inline">{layoutLabel}</span>
        </Button>
      )}
      <Link
        to={props.focus ? base : `${base}/full-screen`}
        title={focusLabel}
        className={linkClass}
      >
        <Icon name={props.focus ? 'minimize' : 'maximize'} className="size-4" />
        <span className="hidden @2xl:inline">{focusLabel}</span>
      </Link>
      <Link to={paths.submissions} title={_('problem.all-submissions')} className={linkClass}>
        <Icon name="pulse" className="size-4" />
        <span className="hidden @2xl:inline">{_('problem.all-submissions')}</span>
      </Link>
      {discussions && (
        <Link
          to={`/discussion/${encodeURIComponent(props.problemId)}`}
          title={_('problem.discussions')}
          className={linkClass}
        >
          <Icon name="message" className="size-4" />
          <span className="hidden @2xl:inline">{_('problem.discussions')}</span>
        </Link>
      )}
    </div>
  );
}
