import { ProblemPage } from './problem-detail.route';

/** /problem/:problemID/full-screen: the focus mode, covering the navbar. */
export function ProblemFullScreenRoute() {
  return <ProblemPage focus />;
}
