import { useLingui } from '@lingui/react';
import { EmptyState } from '../../../components/ui/empty-state';
import type { IconName } from '../../../components/ui/icon';
import { Spinner } from '../../../components/ui/spinner';
import { NoticeItem } from './notice-item';
import type { BoxItems } from '../hooks/use-message-page';
import { UserMessageItem } from './user-message-item';

export interface MessageListProps {
  items: BoxItems | null;
  icon: IconName;
  onClean: (id: number) => void;
}

/** The page's messages, a spinner while the first page loads, or the empty state. */
export function MessageList({ items, icon, onClean }: MessageListProps) {
  const { _ } = useLingui();
  if (!items)
    return (
      <div className="flex justify-center py-16">
        <Spinner className="size-6 text-primary-500" />
      </div>
    );
  if (items.page.records.length === 0)
    return <EmptyState icon={icon} title={_('messages.empty')} />;
  return (
    <div className="divide-y divide-slate-100">
      {items.kind === 'user'
        ? items.page.records.map((m) => (
            <UserMessageItem key={m.id} item={m} onClean={() => onClean(m.id)} />
          ))
        : items.page.records.map((n) => (
            <NoticeItem key={n.id} item={n} onClean={() => onClean(n.id)} />
          ))}
    </div>
  );
}
