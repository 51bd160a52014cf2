import { useParams } from 'react-router';
import { ProblemFormPage } from '../../features/admin-problems';

/**
 * /admin/problem/create, /admin/problem/edit/:problemId, /admin/contest/:contestId/problem/create
 * and /admin/contest/:contestId/problem/:problemId/edit (a new form per problem).
 */
export function AdminProblemFormRoute() {
  const { problemId, contestId } = useParams();
  return (
    <ProblemFormPage
      key={`${contestId ?? ''}:${problemId ?? 'new'}`}
      problemId={problemId}
      contestId={contestId}
    />
  );
}
