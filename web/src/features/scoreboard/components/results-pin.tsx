import { useLingui } from '@lingui/react';
import { useResource } from '../../../lib/use-resource';
import { getContestResultsHash } from '../api/get-contest-results-hash';

/**
 * Under an ended contest's board: the event log's chain hash at the last change of its
 * results, so anyone can keep it and later check that nothing before it was edited. Shows
 * nothing while it loads, or (EventStoreDB) before the audit checkpoint has chained them.
 */
export function ResultsPin({ cid }: { cid: number }) {
  const { _ } = useLingui();
  const { data } = useResource(`results-hash:${cid}`, (signal) =>
    getContestResultsHash(cid, signal),
  );
  if (!data) return null;
  return (
    <p
      className="mt-3 px-1 text-xs leading-relaxed text-slate-500"
      data-results-hash={data.hash}
      title={_('scoreboard.results-hash-hint')}
    >
      {_('scoreboard.results-hash', { position: data.position })}{' '}
      <code className="font-mono break-all text-slate-600">{data.hash}</code>
    </p>
  );
}
