import { useLingui } from '@lingui/react';
import { useParams } from 'react-router';
import { useGroup } from '../../features/groups';
import { NotFoundPage } from '../../features/not-found';
import { GroupRankPage } from '../../features/rank';
import { SubmissionDetailPage } from '../../features/submission-detail';
import { SubmissionListPage } from '../../features/submissions';

/** /group/:groupID/status: the group's submissions (the site's status list with a gid). */
export function GroupStatusRoute() {
  const { group } = useGroup();
  return <SubmissionListPage gid={group.id} />;
}

/** /group/:groupID/submission-detail/:submitID: back to the group's status and problem. */
export function GroupSubmissionDetailRoute() {
  const { _ } = useLingui();
  const { group } = useGroup();
  const { submitID = '' } = useParams();
  const submitId = Number(submitID);
  if (!/^\d+$/.test(submitID) || submitId <= 0) return <NotFoundPage />;
  const base = `/group/${group.id}`;
  return (
    <SubmissionDetailPage
      key={submitId}
      submitId={submitId}
      links={{
        back: `${base}/status`,
        backLabel: _('group-community.status.back'),
        problem: (displayPid) => `${base}/problem/${encodeURIComponent(displayPid)}`,
      }}
    />
  );
}

/** /group/:groupID/rank. */
export function GroupRankRoute() {
  const { group } = useGroup();
  return <GroupRankPage gid={group.id} />;
}
