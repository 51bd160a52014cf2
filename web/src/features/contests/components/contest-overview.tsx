import { useLingui } from '@lingui/react';
import { Icon } from '../../../components/ui/icon';
import { MarkdownView } from '../../../components/ui/markdown-view';
import { useContest } from '../contest-context';
import { ContestPasswordForm } from './contest-password-form';

/** The overview tab: the password form where needed, a note while closed, the description. */
export function ContestOverview() {
  const { _ } = useLingui();
  const { contest, access, isAdmin, status, grantAccess } = useContest();
  const needsPassword = contest.auth !== 0 && !access && !isAdmin;
  return (
    <div className="space-y-5 px-4 py-5 sm:px-6">
      {needsPassword && (
        <ContestPasswordForm cid={contest.id} auth={contest.auth} onRegistered={grantAccess} />
      )}
      {status === -1 && !isAdmin && (
        <p className="flex items-center gap-2 rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-800">
          <Icon name="clock" className="size-4 shrink-0" />
          {_('contest.not-started-note')}
        </p>
      )}
      {contest.description.trim() ? (
        <MarkdownView source={contest.description} />
      ) : (
        <p className="text-sm text-slate-500">{_('contest.no-description')}</p>
      )}
    </div>
  );
}
