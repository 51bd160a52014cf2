import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import type { AuditTarget } from '../api/get-audit-log';

const link = 'text-primary-600 hover:underline break-all';

/** The target of an action, linked to its page where one exists. */
export function AuditTargetCell({ target: t }: { target: AuditTarget }) {
  const { _ } = useLingui();
  switch (t.kind) {
    case 'problem':
      return t.pid !== null ? (
        <Link className={link} to={`/admin/problem/edit/${t.pid}`}>
          {_('admin-audit.target.problem', { name: t.label ?? t.pid })}
        </Link>
      ) : (
        <span>{t.label}</span>
      );
    case 'contest':
      return (
        <span className="space-x-1">
          <Link className={link} to={`/contest/${t.cid}`}>
            {_('admin-audit.target.contest', { id: t.cid, name: t.label ?? '' })}
          </Link>
          {t.problemId && <span className="text-slate-500">· {t.problemId}</span>}
        </span>
      );
    case 'user':
      return t.label ? (
        <Link className={link} to={`/user-home?username=${encodeURIComponent(t.label)}`}>
          {t.label}
        </Link>
      ) : (
        <span>{t.uid}</span>
      );
    case 'submission':
      return (
        <span className="flex flex-wrap gap-x-1">
          <Link className={link} to={`/submission-detail/${t.submitId}`}>
            {_('admin-audit.target.submission', { id: t.submitId })}
          </Link>
          {t.problemId && <span className="text-slate-500">{t.problemId}</span>}
          {t.cid !== null && (
            <Link className={link} to={`/contest/${t.cid}`}>
              {_('admin-audit.target.contest-short', { id: t.cid })}
            </Link>
          )}
          {t.submitter && <span className="text-slate-500">@{t.submitter}</span>}
        </span>
      );
    case 'config':
      return <span>{_('admin-audit.target.config')}</span>;
    case 'rejudge':
      return <span>{_('admin-audit.target.preview', { id: t.label ?? '' })}</span>;
    case 'announcement':
    case 'tag':
    case 'training':
      return (
        <span className="break-words">
          {_(`admin-audit.target.${t.kind}`, { name: t.label ?? '' })}
        </span>
      );
    default:
      return <span>{String(t.label ?? '')}</span>;
  }
}
