/**
 * The group pages: the list (/group) and a group's layout (/group/:groupID) with its home,
 * members and announcements tabs. Problems, trainings, contests and the rest come later.
 */
export { GroupListPage } from './components/group-list-page';
export { GroupLayout } from './components/group-layout';
export { GroupHome } from './components/group-home';
export { GroupMembers } from './components/group-members';
export { GroupAnnouncementAdmin } from './components/group-announcement-admin';
export { GroupSettings } from './components/group-settings';
/** The group, the viewer's level and reload, for the group pages of other features' routes. */
export { useGroup } from './group-context';
