import { useParams } from 'react-router';
import { JudgePanel } from '../../features/judge-panel';
import { ProblemDetailPage, type ProblemEditorContext } from '../../features/problem-detail';
import { ProblemSubmissions } from '../../features/submissions';

function editorFor({ info, examples, failed, solved, onJudged }: ProblemEditorContext) {
  return (
    <JudgePanel
      problem={
        info && {
          pid: info.problem.id,
          problemId: info.problem.problemId,
          languages: info.languages,
          codeTemplate: info.codeTemplate,
          examples,
        }
      }
      failed={failed}
      solved={solved}
      onJudged={onJudged}
    />
  );
}

/** The problem page: statement (problem-detail), editor (judge-panel), my submissions. */
export function ProblemPage({ focus }: { focus: boolean }) {
  const { problemID = '' } = useParams();
  return (
    <ProblemDetailPage
      key={problemID}
      problemId={problemID}
      focus={focus}
      renderEditor={editorFor}
      renderMySubmissions={(problemId) => <ProblemSubmissions problemId={problemId} />}
    />
  );
}

export function ProblemDetailRoute() {
  return <ProblemPage focus={false} />;
}
