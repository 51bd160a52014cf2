/**
 * Contest clarifications: contestants ask the jury per problem or in general; the jury (contest
 * admins) claims, answers privately or to all, and posts to everyone; pushed live.
 */
export { ContestClarifications } from './components/contest-clarifications';
