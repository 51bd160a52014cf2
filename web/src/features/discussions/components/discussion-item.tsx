import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Icon } from '../../../components/ui/icon';
import { formatDateTime } from '../../../lib/format';
import type { Discussion } from '../api/types';
import { RoleBadge } from '../../../components/ui/role-badge';

/**
 * One row of the list: title, summary, author, category and the counts. In a group, `base`
 * (`/group/:gid`) leads to the group's detail and problem pages.
 */
export function DiscussionItem({
  item,
  category,
  base = '',
}: {
  item: Discussion;
  category?: string | undefined;
  base?: string;
}) {
  const { _ } = useLingui();
  return (
    <li className="px-4 py-3 sm:px-5" data-discussion-id={item.id}>
      <div className="flex items-start gap-2">
        {item.topPriority && (
          <span className="mt-0.5 shrink-0 rounded bg-rose-100 px-1.5 text-xs font-medium text-rose-700">
            {_('discussions.pinned')}
          </span>
        )}
        <Link
          to={`${base}/discussion-detail/${item.id}`}
          className="min-w-0 font-medium break-words text-slate-900 hover:text-primary-600"
        >
          {item.title}
        </Link>
      </div>
      {item.description && (
        <p className="mt-1 line-clamp-2 text-sm break-words text-slate-500">{item.description}</p>
      )}
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500">
        <span className="flex items-center gap-1.5">
          <Avatar name={item.author} src={item.avatar} className="size-5 text-[10px]" />
          <span className="text-slate-700">{item.author}</span>
          <RoleBadge role={item.role} />
        </span>
        {category && <span className="rounded bg-slate-100 px-1.5">{category}</span>}
        {item.pid && (
          <Link
            to={`${base}/problem/${encodeURIComponent(item.pid)}`}
            className="hover:text-primary-600"
          >
            {item.pid}
          </Link>
        )}
        <span>{formatDateTime(item.gmtCreate)}</span>
        <span className="ml-auto flex items-center gap-3">
          <span className="flex items-center gap-1" title={_('discussions.views')}>
            <Icon name="eye" className="size-3.5" />
            {item.viewNum}
          </span>
          <span className="flex items-center gap-1" title={_('discussions.likes')}>
            <Icon name="heart" className="size-3.5" />
            {item.likeNum}
          </span>
          <span className="flex items-center gap-1" title={_('discussions.comments')}>
            <Icon name="message" className="size-3.5" />
            {item.commentNum ?? 0}
          </span>
        </span>
      </div>
    </li>
  );
}
