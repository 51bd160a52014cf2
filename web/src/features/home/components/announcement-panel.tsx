import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { AnnouncementArticle, AnnouncementList } from '../../../components/ui/announcement-list';
import { Pagination } from '../../../components/ui/pagination';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { ANNOUNCEMENT_PAGE_SIZE, getCommonAnnouncement } from '../api/get-common-announcement';
import { useResource } from '../../../lib/use-resource';
import { HomePanel, PanelAction, PanelStatus } from './home-panel';

/**
 * Site-wide announcements, 5 per page. Opening one shows its markdown inside the panel, with
 * Refresh (reloads the list and the open announcement) and Back.
 */
export function AnnouncementPanel() {
  const { _ } = useLingui();
  const phone = useMediaQuery(PHONE_QUERY);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useResource(`announcements:${page}`, (signal) =>
    getCommonAnnouncement(page, signal),
  );
  const records = list.data?.records ?? [];
  const total = list.data?.total ?? 0;
  // Looked up in the (refreshed) list: a deleted or hidden announcement closes by itself.
  const open = records.find((item) => item.id === openId);
  const refresh = (
    <PanelAction
      icon="refresh"
      label={_('common.refresh')}
      onClick={list.reload}
      busy={list.loading}
    />
  );
  const back = (
    <PanelAction icon="arrow-left" label={_('home.back')} onClick={() => setOpenId(null)} />
  );

  return (
    <HomePanel
      title={_('home.announcements')}
      icon="info"
      actions={
        open ? (
          <>
            {refresh}
            {back}
          </>
        ) : (
          refresh
        )
      }
    >
      {open ? (
        <AnnouncementArticle item={open} heading="h3" />
      ) : (
        <>
          <PanelStatus
            loading={list.loading}
            failed={list.failed && !list.data}
            empty={records.length === 0}
            emptyText={_('home.no-announcements')}
            onRetry={list.reload}
          />
          {records.length > 0 && <AnnouncementList items={records} onOpen={setOpenId} />}
          {total > ANNOUNCEMENT_PAGE_SIZE && (
            <Pagination
              className="border-t border-slate-100 px-4 py-3"
              total={total}
              page={page}
              pageSize={ANNOUNCEMENT_PAGE_SIZE}
              onPageChange={setPage}
              small={phone}
            />
          )}
        </>
      )}
    </HomePanel>
  );
}
