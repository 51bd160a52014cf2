import { useLingui } from '@lingui/react';
import { useAtomValue } from 'jotai';
import { useParams } from 'react-router';
import { ContestProblemSubmissions } from '../../features/contest-submissions';
import { ContestPasswordForm, useContest, useResubmitConfirm } from '../../features/contests';
import { JudgePanel } from '../../features/judge-panel';
import { ProblemDetailPage, type ProblemEditorContext } from '../../features/problem-detail';
import { useVirtualRunning } from '../../features/scoreboard';
import { isLoggedInAtom } from '../../lib/session';

/**
 * Spec section 6: submitting is closed once the contest ended (but during the viewer's virtual
 * run), before it starts for non-admins, and for visitors. Answers the reason, or null when open.
 */
function useSubmitBlocked(): string | null {
  const { _ } = useLingui();
  const { contest, status, isAdmin } = useContest();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const virtual = useVirtualRunning(contest.id, loggedIn && status === 1);
  if (!loggedIn) return _('server.login-first');
  if (status === 1 && !virtual) return _('server.contest-ended');
  if (status === -1 && !isAdmin) return _('server.contest-not-started');
  return null;
}

/**
 * A contest's problem (/contest/:contestID/problem/:problemID, the display id) inside the
 * contest layout: the problem page with the contest's details, submit and submissions.
 */
export function ContestProblemPage({ focus }: { focus: boolean }) {
  const { problemID = '' } = useParams();
  const { contest, grantAccess } = useContest();
  const blocked = useSubmitBlocked();
  const confirmResubmit = useResubmitConfirm(contest, problemID);
  const cid = contest.id;
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
      cid={cid}
      submitBlocked={blocked}
      confirmResubmit={confirmResubmit}
      renderRegister={(onRegistered) => (
        <ContestPasswordForm
          cid={cid}
          auth={contest.auth}
          onRegistered={() => {
            grantAccess();
            onRegistered();
          }}
        />
      )}
      failed={failed}
      solved={solved}
      onJudged={onJudged}
    />
  );
  return (
    <ProblemDetailPage
      key={problemID}
      problemId={problemID}
      cid={cid}
      focus={focus}
      renderEditor={editor}
      renderMySubmissions={(problemId) => (
        <ContestProblemSubmissions cid={cid} problemId={problemId} />
      )}
    />
  );
}

export function ContestProblemRoute() {
  return <ContestProblemPage focus={false} />;
}

/** /contest/:contestID/problem/:problemID/full-screen: the focus mode over the whole window. */
export function ContestProblemFullScreenRoute() {
  return <ContestProblemPage focus />;
}
