/** Plagiarism checks of a contest's accepted codes, for its contest admins. */
export { ContestPlagiarism } from './components/contest-plagiarism';
