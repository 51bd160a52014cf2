import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { MarkdownView } from '../../../components/ui/markdown-view';
import { Pagination } from '../../../components/ui/pagination';
import { formatDateTime } from '../../../lib/format';
import { useSocketEvent } from '../../../lib/socket-room';
import { useResource } from '../../../lib/use-resource';
import { getAnnouncementList } from '../api/groups';

/** Spec 3 section 9: members see 5 announcements a page. */
export const MEMBER_ANNOUNCEMENT_PAGE = 5;

/**
 * The members' view of the group's visible announcements, newest first, 5 a page; a post, edit
 * or removal pushed to the group's room (held by the layout) reloads it.
 */
export function GroupAnnouncementFeed({ gid }: { gid: number }) {
  const { _ } = useLingui();
  const [page, setPage] = useState(1);
  const list = useResource(`group-announcements:${gid}:${page}`, (signal) =>
    getAnnouncementList(false, gid, page, MEMBER_ANNOUNCEMENT_PAGE, signal),
  );
  useSocketEvent('group:announcement', (change) => {
    if (change.gid === gid) list.reload();
  });
  const records = list.data?.records ?? [];
  return (
    <section aria-labelledby="group-announcements" className="min-w-0 space-y-3">
      <h2 id="group-announcements" className="text-base font-semibold text-slate-900">
        {_('groups.tab.announcement')}
      </h2>
      {records.length === 0 && !list.loading ? (
        <EmptyState title={_('groups.announcements.empty')} />
      ) : (
        <ul className="space-y-3" aria-busy={list.loading}>
          {records.map((a) => (
            <li key={a.id} className="rounded-lg border border-slate-200 p-3">
              <details>
                <summary className="cursor-pointer">
                  <span className="font-medium break-words text-slate-800">{a.title}</span>
                  <span className="ml-2 text-xs text-slate-500">
                    {formatDateTime(a.gmtCreate)} · {a.username}
                  </span>
                </summary>
                <MarkdownView source={a.content} className="mt-2" />
              </details>
            </li>
          ))}
        </ul>
      )}
      {(list.data?.total ?? 0) > MEMBER_ANNOUNCEMENT_PAGE && (
        <Pagination
          total={list.data?.total ?? 0}
          page={page}
          pageSize={MEMBER_ANNOUNCEMENT_PAGE}
          small
          onPageChange={setPage}
        />
      )}
    </section>
  );
}
