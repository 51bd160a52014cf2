export { AdminDiscussionPage } from './components/admin-discussion-page';
