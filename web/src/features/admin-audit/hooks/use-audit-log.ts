import { useSearchParams } from 'react-router';
import { useResource } from '../../../lib/use-resource';
import { getAuditLog, type AuditQuery } from '../api/get-audit-log';
import { AUDIT_PAGE_SIZES } from '../audit-actions';

const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export type AuditFilters = Omit<AuditQuery, 'currentPage' | 'limit'>;
const filterKeys = ['action', 'actor', 'cid', 'problem', 'user', 'from', 'to'] as const;

/**
 * The audit log page by page; the filters and the page live in the URL (spec: lists keep their
 * query in the address), and a filter change goes back to page 1.
 */
export function useAuditLog() {
  const [params, setParams] = useSearchParams();
  const limit = positive(params.get('limit'), AUDIT_PAGE_SIZES[0]);
  const filters = Object.fromEntries(
    filterKeys.map((k) => [k, params.get(k) ?? '']),
  ) as AuditFilters;
  const query: AuditQuery = {
    ...filters,
    currentPage: positive(params.get('currentPage'), 1),
    limit,
  };
  const resource = useResource(JSON.stringify(query), (signal) => getAuditLog(query, signal));

  const update = (changes: Partial<AuditQuery>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries({ currentPage: 1, ...changes }))
        if (value === '' || (name === 'currentPage' && value === 1)) next.delete(name);
        else next.set(name, String(value));
      return next;
    });

  return { query, filters, update, ...resource };
}
