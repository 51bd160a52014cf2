import {
  GroupAnnouncementAdmin,
  GroupHome,
  GroupLayout,
  GroupListPage,
  GroupMembers,
} from '../../features/groups';

/** /group: the group list. */
export function GroupRoute() {
  return <GroupListPage />;
}

/** /group/:groupID: the group's header and tabs (children routes in the router). */
export function GroupDetailRoute() {
  return <GroupLayout />;
}

export function GroupHomeRoute() {
  return <GroupHome />;
}

export function GroupMemberRoute() {
  return <GroupMembers />;
}

export function GroupAnnouncementRoute() {
  return <GroupAnnouncementAdmin />;
}
