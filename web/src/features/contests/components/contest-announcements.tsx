import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { MarkdownView } from '../../../components/ui/markdown-view';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { describeApiError } from '../../../lib/api-error-message';
import { formatDateTime } from '../../../lib/format';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import {
  CONTEST_ANNOUNCEMENT_PAGE_SIZE,
  getContestAnnouncement,
} from '../api/get-contest-announcement';
import type { ContestAnnouncement } from '../api/types';
import { useContest } from '../contest-context';
import { useResource } from '../hooks/use-resource';

function Meta({ item }: { item: ContestAnnouncement }) {
  return (
    <span className="text-xs whitespace-nowrap text-slate-500">
      <time dateTime={item.gmtCreate}>{formatDateTime(item.gmtCreate)}</time>
      <span aria-hidden="true"> · </span>
      {item.username}
    </span>
  );
}

function AnnouncementList({
  items,
  onOpen,
}: {
  items: readonly ContestAnnouncement[];
  onOpen: (id: number) => void;
}) {
  return (
    <ul className="divide-y divide-slate-100">
      {items.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            onClick={() => onOpen(item.id)}
            className="flex w-full flex-col gap-1 px-4 py-3 text-left transition-colors hover:bg-primary-50/50 focus-visible:bg-primary-50 focus-visible:outline-none sm:flex-row sm:items-center sm:gap-4 sm:px-6"
          >
            <span className="flex min-w-0 flex-1 items-center gap-2 font-medium text-slate-800">
              <Icon name="bell" className="size-4 shrink-0 text-primary-500" />
              <span className="truncate">{item.title}</span>
            </span>
            <Meta item={item} />
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The announcements tab: 5 per page, newest first. Opening one shows its markdown with
 * Refresh (reloads the list and the open one) and Back.
 */
export function ContestAnnouncements() {
  const { _ } = useLingui();
  const { contest } = useContest();
  const phone = useMediaQuery(PHONE_QUERY);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useResource(`contest-announcements:${contest.id}:${page}`, (signal) =>
    getContestAnnouncement(contest.id, page, signal),
  );
  const records = list.data?.records ?? [];
  const total = list.data?.total ?? 0;
  // Looked up in the refreshed list: a deleted announcement closes by itself.
  const open = records.find((item) => item.id === openId);

  const toolbar = (
    <div className="flex items-center justify-end gap-2 border-b border-slate-100 px-4 py-2 sm:px-6">
      <Button variant="ghost" size="sm" onClick={list.reload} loading={list.loading}>
        {!list.loading && <Icon name="refresh" className="size-4" />}
        {_('common.refresh')}
      </Button>
      {open && (
        <Button variant="ghost" size="sm" onClick={() => setOpenId(null)}>
          <Icon name="arrow-left" className="size-4" />
          {_('contest.announcement.back')}
        </Button>
      )}
    </div>
  );

  if (open) {
    return (
      <div>
        {toolbar}
        <article className="px-4 py-5 sm:px-6">
          <h2 className="text-lg font-semibold break-words text-slate-900">{open.title}</h2>
          <div className="mt-1">
            <Meta item={open} />
          </div>
          <MarkdownView source={open.content} className="mt-4" />
        </article>
      </div>
    );
  }
  return (
    <div>
      {toolbar}
      {list.loading && !list.data && (
        <div className="flex justify-center py-16 text-slate-400">
          <Spinner className="size-6" />
        </div>
      )}
      {list.failed && !list.loading && (
        <EmptyState title={describeApiError(list.error)} icon="alert" />
      )}
      {list.data && records.length === 0 && (
        <EmptyState title={_('contest.announcement.empty')} icon="bell" />
      )}
      {records.length > 0 && <AnnouncementList items={records} onOpen={setOpenId} />}
      {total > CONTEST_ANNOUNCEMENT_PAGE_SIZE && (
        <Pagination
          className="border-t border-slate-100 px-4 py-3"
          total={total}
          page={page}
          pageSize={CONTEST_ANNOUNCEMENT_PAGE_SIZE}
          onPageChange={setPage}
          small={phone}
        />
      )}
    </div>
  );
}
