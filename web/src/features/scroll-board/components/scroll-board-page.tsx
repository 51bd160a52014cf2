import { useLingui } from '@lingui/react';
import { useEffect, type ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { describeApiError } from '../../../lib/api-error-message';
import { useBoardHistory } from '../hooks/use-board-history';
import { useContestHeading } from '../hooks/use-contest-heading';
import type { Medal } from '../medals';
import { ScrollBoardView } from './scroll-board-view';

export interface ScrollBoardPageProps {
  /** The contest id from `?cid=`; null when missing or not a number. */
  cid: number | null;
  removeStar: boolean;
  /** `?present=1`: this screen's steps move every screen following the contest's reveal. */
  present: boolean;
  medalQuery: Partial<Record<Medal, string | null>>;
}

function Dark({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen items-center justify-center bg-slate-950 px-6 text-center text-xl text-slate-200">
      {children}
    </div>
  );
}

function Loaded({ cid, removeStar, present, medalQuery }: ScrollBoardPageProps & { cid: number }) {
  const { _ } = useLingui();
  const { history, users, error } = useBoardHistory(cid);
  const heading = useContestHeading(cid);
  const title = heading?.title ?? `#${cid}`;

  useEffect(() => {
    document.title = `${_('scroll-board.title')} - ${title}`;
  }, [_, title]);

  if (error !== undefined)
    return (
      <Dark>
        <p role="alert">{describeApiError(error)}</p>
      </Dark>
    );
  if (history === undefined)
    return (
      <Dark>
        <span role="status" className="flex items-center gap-3">
          <Spinner className="size-6" />
          {_('common.loading')}
        </span>
      </Dark>
    );
  if (history.settings.type !== 'ACM')
    return (
      <Dark>
        <p role="alert">{_('scroll-board.only-acm')}</p>
      </Dark>
    );
  return (
    <ScrollBoardView
      cid={cid}
      present={present}
      title={title}
      history={history}
      users={users}
      removeStar={removeStar}
      medalQuery={medalQuery}
    />
  );
}

/**
 * /scrollBoard?cid&removeStar&gold&silver&bronze&present: the projector's full-window scroll
 * board (contest admins, ACM), folded here from the contest's board history. The presenter's
 * screen (`present=1`) drives the shared reveal; every other screen follows it.
 */
export function ScrollBoardPage(props: ScrollBoardPageProps) {
  const { _ } = useLingui();
  if (props.cid === null)
    return (
      <Dark>
        <p role="alert">{_('scroll-board.no-contest')}</p>
      </Dark>
    );
  return <Loaded key={props.cid} {...props} cid={props.cid} />;
}
