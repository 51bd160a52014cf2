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
  /** Group id, 0 outside groups: a group's problem or a group training's. */
  gid?: number;
  focus: boolean;
  /** Null on phones, where the panes stack and there is nothing to collapse. */
  problemOnly: boolean | null;
  onProblemOnly: () => void;
  onRestore: () => void;
}

const linkClass =
  'inline-flex h-8 items-center gap-1.5 rounded-lg px-2.5 text-sm text-slate-600 hover:bg-slate-100 hover:text-slate-900';

/**
 * Where the problem page and its submission list live: inside a contest, a training (a group's
 * under /group/:gid), a group, or the problem set.
 */
export function problemPaths(problemId: string, cid: number, tid = 0, gid = 0) {
  const id = encodeURIComponent(problemId);
  const group = gid > 0 ? `/group/${gid}` : '';
  const status = `${group}/status?problemID=${id}`;
  if (tid > 0 && cid <= 0) {
    const base = `${group}/training/${tid}`;
    return { page: `${base}/problem/${id}`, submissions: status, list: `${base}/problems` };
  }
  if (cid > 0) {
    return {
      page: `/contest/${cid}/problem/${id}`,
      submissions: `/contest/${cid}/submissions?problemID=${id}`,
      list: `/contest/${cid}/problems`,
    };
  }
  return { page: `${group}/problem/${id}`, submissions: status, list: `${group}/problem` };
}

/** Problem-only / restore, focus mode and the problem's submissions; labels when wide. */
export function ProblemPaneActions(props: ProblemPaneActionsProps) {
  const { _ } = useLingui();
  const paths = problemPaths(props.problemId, props.cid, props.tid, props.gid);
  const base = paths.page;
  const layoutLabel = props.problemOnly
    ? _('problem.restore-layout')
    : _('problem.view-problem-only');
  const focusLabel = props.focus ? _('problem.exit-focus') : _('problem.focus-mode');
  // Spec 3 section 2.12: a problem's discussions, outside contests and with the switch on.
  const config = useAtomValue(websiteConfigAtom);
  const gid = props.gid ?? 0;
  // Inside a group its own discussions (spec 3 section 2.8), behind the group switch.
  const discussions =
    props.cid <= 0 && (gid > 0 ? config.openGroupDiscussion : config.openPublicDiscussion);
  const discussionPath = `${gid > 0 ? `/group/${gid}` : ''}/discussion/${encodeURIComponent(props.problemId)}`;
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
        <Link to={discussionPath} title={_('problem.discussions')} className={linkClass}>
          <Icon name="message" className="size-4" />
          <span className="hidden @2xl:inline">{_('problem.discussions')}</span>
        </Link>
      )}
    </div>
  );
}
