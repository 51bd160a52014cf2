import { CommentSection } from '../../features/comments';
import {
  DiscussionDetailPage,
  DiscussionGate,
  GroupDiscussionListPage,
} from '../../features/discussions';
import { GroupSettings, useGroup } from '../../features/groups';

/** /group/:groupID/discussion(/:problemID), closed with the group-discussion switch. */
export function GroupDiscussionListRoute() {
  const { group, level } = useGroup();
  return (
    <DiscussionGate area="group">
      <GroupDiscussionListPage gid={group.id} level={level} />
    </DiscussionGate>
  );
}

/** /group/:groupID/discussion-detail/:discussionID: the group's admins moderate its comments. */
export function GroupDiscussionDetailRoute() {
  const { group, level } = useGroup();
  return (
    <DiscussionGate area="group">
      <DiscussionDetailPage
        group={{ gid: group.id, level }}
        comments={(did) => (
          <CommentSection key={did} source={{ kind: 'discussion', did }} moderator={level >= 4} />
        )}
      />
    </DiscussionGate>
  );
}

/** /group/:groupID/setting (the layout opens it to group roots only). */
export function GroupSettingRoute() {
  return <GroupSettings />;
}
