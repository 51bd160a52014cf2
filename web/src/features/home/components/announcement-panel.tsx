import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { MarkdownView } from '../../../components/ui/markdown-view';
import { Pagination } from '../../../components/ui/pagination';
import { formatDateTime } from '../../../lib/format';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { ANNOUNCEMENT_PAGE_SIZE, getCommonAnnouncement } from '../api/get-common-announcement';
import type { Announcement } from '../api/types';
import { useResource } from '../hooks/use-resource';
import { HomePanel, PanelAction, PanelStatus } from './home-panel';

function Meta({ item }: { item: Announcement }) {
  return (
    <span className="text-xs text-slate-500">
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
  items: readonly Announcement[];
  onOpen: (id: number) => void;
}) {
  return (
    <ul className="divide-y divide-slate-100">
      {items.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            onClick={() => onOpen(item.id)}
            className="flex w-full flex-col gap-1 px-4 py-3 text-left transition-colors hover:bg-primary-50/50 focus-visible:bg-primary-50 focus-visible:outline-none sm:flex-row sm:items-center sm:gap-4 sm:px-5"
          >
            <span className="min-w-0 flex-1 truncate font-medium text-slate-800">{item.title}</span>
            <Meta item={item} />
          </button>
        </li>
      ))}
    </ul>
  );
}

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
        <article className="px-4 py-4 sm:px-6">
          <h3 className="text-lg font-semibold break-words text-slate-900">{open.title}</h3>
          <div className="mt-1">
            <Meta item={open} />
          </div>
          <MarkdownView source={open.content} className="mt-4" />
        </article>
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
