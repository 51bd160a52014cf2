import { useLingui } from '@lingui/react';
import { useAtomValue } from 'jotai';
import { CommentSection } from '../../features/comments';
import { useContest } from '../../features/contests';
import { websiteConfigAtom } from '../../lib/website-config';

/** The contest's Q and A tab: the shared comment area; contest admins answer and moderate. */
export function ContestCommentRoute() {
  const { _ } = useLingui();
  const { contest, isAdmin } = useContest();
  const open = useAtomValue(websiteConfigAtom).openContestComment;
  if (!open) {
    return <p className="p-6 text-center text-sm text-slate-500">{_('discussions.no-access')}</p>;
  }
  return (
    <div className="rounded-xl border border-slate-200/80 bg-white p-4 shadow-sm sm:p-5">
      <CommentSection
        key={contest.id}
        source={{ kind: 'contest', cid: contest.id }}
        moderator={isAdmin}
        title={_('contest.tab.comment')}
      />
    </div>
  );
}
