import { useLingui } from '@lingui/react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { PageContainer } from '../../../components/ui/page-container';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast-store';
import { i18n } from '../../../lib/i18n';
import { isJudging, JudgeStatus } from '../../../lib/judge-status';
import { serverMessageId } from '../../../lib/server-messages';
import { userInfoAtom } from '../../../lib/session';
import { updateShare } from '../api/update-share';
import { CaseResultsView } from './case-results';
import { JudgeMessage, LiveCases, Section, SubmissionCode } from './submission-sections';
import { SubmissionSummary } from './submission-summary';
import { useSubmissionDetail } from '../hooks/use-submission-detail';

export interface SubmissionDetailPageProps {
  submitId: number;
  /**
   * Where "back" and the problem link go when the page is not the site's own (a contest's
   * submission: its submissions tab and its problem page; a group's: its status tab and its
   * problem page, from the submission's display id).
   */
  links?: { back: string; backLabel: string; problem: string | ((displayPid: string) => string) };
}

/** /submission-detail/:submitID: verdict, live progress, messages, case results and code. */
export function SubmissionDetailPage({ submitId, links }: SubmissionDetailPageProps) {
  const { _ } = useLingui();
  const back = links?.back ?? '/status';
  const backLabel = links?.backLabel ?? _('submission.back-to-status');
  const user = useAtomValue(userInfoAtom);
  const { loading, error, info, cases, live, reload, patch } = useSubmissionDetail(submitId);
  const [sharing, setSharing] = useState(false);

  if (loading) {
    return (
      <PageContainer>
        <p className="flex items-center justify-center gap-2 py-24 text-sm text-slate-500">
          <Spinner className="size-5 text-primary-600" /> {_('common.loading')}
        </p>
      </PageContainer>
    );
  }
  if (error || !info) {
    return (
      <PageContainer>
        <Card>
          <EmptyState title={error ?? _('submission.load-failed')} icon="alert">
            <div className="flex gap-2">
              <Button variant="secondary" size="sm" onClick={reload}>
                {_('common.refresh')}
              </Button>
              <Link
                to={back}
                className="inline-flex h-8 items-center px-3 text-sm text-primary-600 hover:underline"
              >
                {backLabel}
              </Link>
            </div>
          </EmptyState>
        </Card>
      </PageContainer>
    );
  }

  const row = info.submission;
  const status = live?.status ?? row.status;
  const owner = user?.uid === row.uid;
  const canShare = owner && !row.cid && info.codeShare !== false;
  const toggleShare = async () => {
    setSharing(true);
    try {
      const msg = await updateShare(row.submitId, !row.share);
      const known = serverMessageId(msg);
      toast.success(known ? i18n._(known.id) : _(row.share ? 'server.unshared' : 'server.shared'));
      patch(!row.share);
    } catch {
      // Toasted by the app shell.
    } finally {
      setSharing(false);
    }
  };

  return (
    <PageContainer className="space-y-5">
      <Card className="space-y-6 p-4 sm:p-6">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-xl font-semibold text-slate-900">
            {_('submission.detail-title', { id: row.submitId })}
          </h1>
          <div className="ml-auto flex items-center gap-2">
            {canShare && (
              <Button
                variant={row.share ? 'secondary' : 'primary'}
                size="sm"
                loading={sharing}
                onClick={() => void toggleShare()}
              >
                <Icon name="share" className="size-4" />
                {row.share ? _('submission.unshare') : _('submission.share')}
              </Button>
            )}
            <Link
              to={back}
              className="inline-flex h-8 items-center gap-1 px-2 text-sm text-slate-600 hover:text-primary-600"
            >
              <Icon name="arrow-left" className="size-4" />
              {backLabel}
            </Link>
          </div>
        </div>
        <SubmissionSummary
          row={row}
          status={status}
          problemPath={
            typeof links?.problem === 'function' ? links.problem(row.displayPid) : links?.problem
          }
        />
        {live && live.cases.length > 0 && <LiveCases cases={live.cases} />}
        {row.errorMessage && !isJudging(status) && (
          <JudgeMessage status={status} message={row.errorMessage} />
        )}
      </Card>
      {!isJudging(status) && status !== JudgeStatus.COMPILE_ERROR && (
        <Card className="p-4 sm:p-6">
          <Section title={_('submission.case-results')}>
            {cases ? (
              <CaseResultsView
                results={cases}
                showScore={row.score !== null && row.score !== undefined}
              />
            ) : (
              <p className="text-sm text-slate-500">{_('submission.cases-closed')}</p>
            )}
          </Section>
        </Card>
      )}
      <Card className="p-4 sm:p-6">
        <SubmissionCode code={row.code} language={row.language} />
      </Card>
    </PageContainer>
  );
}
