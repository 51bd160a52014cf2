export { DiscussionDetailPage } from './components/discussion-detail-page';
export { DiscussionGate } from './components/discussion-gate';
export { DiscussionListPage } from './components/discussion-list-page';
export { GroupDiscussionListPage } from './components/group-discussion-list-page';
