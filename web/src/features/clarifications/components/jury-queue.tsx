import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { PageSpinner } from '../../../components/ui/page-states';
import { toast } from '../../../components/ui/toast-store';
import { useResource } from '../../../lib/use-resource';
import {
  answerClarification,
  claimClarification,
  getCannedAnswers,
  getClarificationQueue,
  postClarification,
} from '../api/jury';
import type { Clarification } from '../api/types';
import { openCount } from '../clarification-rules';
import { useLiveClarifications } from '../hooks/use-live-clarifications';
import { AnswerForm } from './answer-form';
import { Badge, ClarificationCard } from './clarification-card';
import { ClarificationForm } from './clarification-form';

/**
 * The jury's side (contest admins): the queue, open questions first and oldest first, each with
 * who claimed it; claim, answer (canned or free, to the asker or to all), and post to everyone.
 */
export function JuryQueue({ cid, uid }: { cid: number; uid: string | null }) {
  const { _ } = useLingui();
  const queue = useLiveClarifications(cid, 'clarification-queue', (s) =>
    getClarificationQueue(cid, s),
  );
  const canned = useResource('clarification-canned', (s) => getCannedAnswers(s));
  const [claiming, setClaiming] = useState<number | null>(null);

  const claim = async (c: Clarification) => {
    setClaiming(c.id);
    try {
      await claimClarification(cid, c.id);
      queue.reload();
    } catch {
      // Toasted by the app shell.
    } finally {
      setClaiming(null);
    }
  };
  const post = async (pid: string | null, text: string) => {
    await postClarification(cid, pid, text);
    toast.success(_('clarifications.posted'));
    queue.reload();
  };

  const rows = queue.data;
  return (
    <div className="space-y-4 p-3 sm:p-6">
      <section className="space-y-3" aria-label={_('clarifications.queue')}>
        <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
          {_('clarifications.queue')}
          {rows && (
            <Badge tone="amber">{_('clarifications.open-count', { n: openCount(rows) })}</Badge>
          )}
        </h2>
        {rows === undefined ? (
          <PageSpinner />
        ) : rows.length === 0 ? (
          <EmptyState title={_('clarifications.none')} icon="inbox" />
        ) : (
          rows.map((c) => (
            <ClarificationCard key={c.id} c={c}>
              {c.answer === null && (
                <div className="space-y-2">
                  <div className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
                    <span data-testid="claimed-by">
                      {c.claimedBy
                        ? _('clarifications.claimed-by', { name: c.claimedBy })
                        : _('clarifications.unclaimed')}
                    </span>
                    {c.claimedByUid !== uid && (
                      <Button
                        size="sm"
                        variant="secondary"
                        loading={claiming === c.id}
                        onClick={() => void claim(c)}
                      >
                        <Icon name="user" className="size-4" />
                        {c.claimedBy ? _('clarifications.take-over') : _('clarifications.claim')}
                      </Button>
                    )}
                  </div>
                  <AnswerForm
                    canned={canned.data ?? []}
                    onAnswer={async (input) => {
                      await answerClarification(cid, c.id, input);
                      queue.reload();
                    }}
                  />
                </div>
              )}
            </ClarificationCard>
          ))
        )}
      </section>
      <Card className="p-3 sm:p-4">
        <ClarificationForm
          cid={cid}
          title={_('clarifications.post-title')}
          submitLabel={_('clarifications.post')}
          onSend={post}
        />
      </Card>
    </div>
  );
}
