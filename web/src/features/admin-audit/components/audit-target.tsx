import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import type { AuditTarget } from '../api/get-audit-log';

const link = 'text-primary-600 hover:underline break-all';

/** A group's discussion lives under its group. */
const discussionPath = (id: number, gid: number | null) =>
  gid === null ? `/discussion-detail/${id}` : `/group/${gid}/discussion-detail/${id}`;

/** Whom the action was about: the member decided on, the author whose words were removed. */
function Member({ username }: { username: string | null }) {
  if (!username) return null;
  return (
    <Link className={link} to={`/user-home?username=${encodeURIComponent(username)}`}>
      @{username}
    </Link>
  );
}

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
          <Member username={t.username} />
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
    case 'discussion':
      return (
        <span className="flex flex-wrap gap-x-1">
          {t.id !== null ? (
            <Link className={link} to={discussionPath(t.id, t.gid)}>
              {_('admin-audit.target.discussion', { name: t.label ?? t.id })}
            </Link>
          ) : (
            <span>{_('admin-audit.target.discussion', { name: t.label ?? '' })}</span>
          )}
          <Member username={t.username} />
        </span>
      );
    case 'categories':
      return <span>{_('admin-audit.target.categories')}</span>;
    case 'group':
      return (
        <span className="flex flex-wrap gap-x-1">
          {t.id !== null ? (
            <Link className={link} to={`/group/${t.id}`}>
              {_('admin-audit.target.group', { name: t.label ?? t.id })}
            </Link>
          ) : (
            <span>{_('admin-audit.target.group', { name: t.label ?? '' })}</span>
          )}
          <Member username={t.username} />
        </span>
      );
    default:
      return <span>{String(t.label ?? '')}</span>;
  }
}
