/**
 * The public contest pages: the list (/contest) and a contest's layout (/contest/:contestID)
 * with its overview, problems and announcements tabs, and the unread-announcement notices.
 */
export { ContestListPage } from './components/contest-list-page';
export { ContestLayout } from './components/contest-layout';
export { ContestOverview } from './components/contest-overview';
export { ContestProblems } from './components/contest-problems';
export { ContestAnnouncements } from './components/contest-announcements';
export { ContestPasswordForm } from './components/contest-password-form';
export { useContest, type ContestContextValue, type ContestTab } from './contest-context';
export { useResubmitConfirm } from './hooks/use-resubmit-confirm';
/** A group's contests as cards, for its members (/group/:groupID/contest). */
export { GroupContestList } from './components/group-contest-list';
