import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { AnnouncementArticle, AnnouncementList } from '../../../components/ui/announcement-list';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { describeApiError } from '../../../lib/api-error-message';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import {
  CONTEST_ANNOUNCEMENT_PAGE_SIZE,
  getContestAnnouncement,
} from '../api/get-contest-announcement';
import { useContest } from '../contest-context';
import { useResource } from '../../../lib/use-resource';

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
        <AnnouncementArticle item={open} />
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
      {records.length > 0 && <AnnouncementList items={records} onOpen={setOpenId} bell />}
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
