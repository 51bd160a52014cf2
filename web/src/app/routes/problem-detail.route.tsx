import { useParams } from 'react-router';
import { PlaceholderPage } from '../../features/placeholder';

/** Stand-in for the problem detail page; its route hides the footer. */
export function ProblemDetailRoute() {
  const { problemID } = useParams();
  return <PlaceholderPage titleId="nav.problem" icon="list" subtitle={problemID} />;
}
