import { useLingui } from '@lingui/react';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSpinner } from '../../../components/ui/page-states';
import { toast } from '../../../components/ui/toast-store';
import { getContestClarifications, submitContestClarification } from '../api/contestant';
import { useLiveClarifications } from '../hooks/use-live-clarifications';
import { ClarificationCard } from './clarification-card';
import { ClarificationForm } from './clarification-form';

/**
 * The contestant's side: ask while the contest runs (signed in), and read one's own questions
 * with their answers, the answers given to everyone and the jury's posts, updated live.
 */
export function ContestantClarifications({ cid, canAsk }: { cid: number; canAsk: boolean }) {
  const { _ } = useLingui();
  const list = useLiveClarifications(cid, 'clarifications', (s) =>
    getContestClarifications(cid, s),
  );
  const send = async (pid: string | null, text: string) => {
    await submitContestClarification(cid, pid, text);
    toast.success(_('clarifications.asked'));
    list.reload();
  };
  return (
    <div className="space-y-4 p-3 sm:p-6">
      {canAsk && (
        <Card className="p-3 sm:p-4">
          <ClarificationForm
            cid={cid}
            title={_('clarifications.ask-title')}
            submitLabel={_('clarifications.ask')}
            onSend={send}
          />
        </Card>
      )}
      <section className="space-y-3" aria-label={_('clarifications.list')}>
        <h2 className="text-base font-semibold text-slate-900">{_('clarifications.list')}</h2>
        {list.data === undefined ? (
          <PageSpinner />
        ) : list.data.length === 0 ? (
          <EmptyState title={_('clarifications.none')} icon="inbox" />
        ) : (
          list.data.map((c) => <ClarificationCard key={c.id} c={c} />)
        )}
      </section>
    </div>
  );
}
