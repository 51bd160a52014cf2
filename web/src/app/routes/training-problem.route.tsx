import { useLingui } from '@lingui/react';
import { useAtomValue } from 'jotai';
import { useParams } from 'react-router';
import { JudgePanel } from '../../features/judge-panel';
import { ProblemDetailPage, type ProblemEditorContext } from '../../features/problem-detail';
import { ProblemSubmissions } from '../../features/submissions';
import { useTraining } from '../../features/trainings';
import { isLoggedInAtom } from '../../lib/session';

/**
 * A training's problem (/training/:trainingID/problem/:problemID, or a group's under
 * /group/:groupID) inside the training layout: the problem page, submitting with the
 * training's id; the header's progress follows pushes.
 */
export function TrainingProblemPage({ focus }: { focus: boolean }) {
  const { _ } = useLingui();
  const { problemID = '' } = useParams();
  const { training, reload } = useTraining();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const tid = training.id;
  // A group's training keeps its problem pages (focus mode, list, strip) under its group.
  const gid = training.gid ?? 0;
  const editor = ({ info, examples, failed, solved, onJudged }: ProblemEditorContext) => (
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
      tid={tid}
      submitBlocked={loggedIn ? null : _('server.login-first')}
      failed={failed}
      solved={solved}
      onJudged={(verdict) => {
        onJudged(verdict);
        // The viewer's own verdict may move the header's progress.
        reload();
      }}
    />
  );
  return (
    <ProblemDetailPage
      key={problemID}
      problemId={problemID}
      tid={tid}
      gid={gid}
      focus={focus}
      renderEditor={editor}
      renderMySubmissions={(problemId) => <ProblemSubmissions problemId={problemId} />}
    />
  );
}

export function TrainingProblemRoute() {
  return <TrainingProblemPage focus={false} />;
}

/** /training/:trainingID/problem/:problemID/full-screen: focus mode with the problem strip. */
export function TrainingProblemFullScreenRoute() {
  return <TrainingProblemPage focus />;
}
