import { formatDateTime } from '../../lib/format';
import { Icon } from './icon';
import { MarkdownView } from './markdown-view';

/** What an announcement list shows of one item (the site's and a contest's alike). */
export interface AnnouncementItem {
  id: number;
  title: string;
  content: string;
  username: string;
  gmtCreate: string;
}

/** The date and author line of an announcement. */
export function AnnouncementMeta({ item }: { item: AnnouncementItem }) {
  return (
    <span className="text-xs whitespace-nowrap text-slate-500">
      <time dateTime={item.gmtCreate}>{formatDateTime(item.gmtCreate)}</time>
      <span aria-hidden="true"> · </span>
      {item.username}
    </span>
  );
}

/** Announcement titles as buttons that open one; `bell` marks each with a bell icon. */
export function AnnouncementList({
  items,
  onOpen,
  bell = false,
}: {
  items: readonly AnnouncementItem[];
  onOpen: (id: number) => void;
  bell?: boolean;
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
              {bell && <Icon name="bell" className="size-4 shrink-0 text-primary-500" />}
              <span className="truncate">{item.title}</span>
            </span>
            <AnnouncementMeta item={item} />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** One opened announcement: title (at the given heading level), meta line and markdown. */
export function AnnouncementArticle({
  item,
  heading: Heading = 'h2',
}: {
  item: AnnouncementItem;
  heading?: 'h2' | 'h3';
}) {
  return (
    <article className="px-4 py-5 sm:px-6">
      <Heading className="text-lg font-semibold break-words text-slate-900">{item.title}</Heading>
      <div className="mt-1">
        <AnnouncementMeta item={item} />
      </div>
      <MarkdownView source={item.content} className="mt-4" />
    </article>
  );
}
