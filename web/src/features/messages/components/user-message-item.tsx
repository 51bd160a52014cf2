import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { formatDateTime } from '../../../lib/format';
import type { UserMessage } from '../api/types';

const actionIds: Record<UserMessage['action'], string> = {
  Discuss: 'messages.action.discuss',
  Reply: 'messages.action.reply',
  Like: 'messages.action.like',
};

/** Only the site's own pages are linked: a message never leads off the site. */
const isLocalPath = (url: string) => url.startsWith('/') && !url.startsWith('//');

/** Sender, what they did, the post it was about (linked), the quote and the time. */
export function UserMessageItem({ item, onClean }: { item: UserMessage; onClean: () => void }) {
  const { _ } = useLingui();
  const title = item.sourceTitle || _('messages.untitled');
  return (
    <article className="flex gap-3 px-4 py-4 sm:px-5">
      <Avatar name={item.senderUsername} src={item.senderAvatar} className="size-10" />
      <div className="min-w-0 flex-1 space-y-2">
        <p className="text-sm leading-6 break-words text-slate-700">
          {!item.state && (
            <span className="mr-2 inline-block size-2 rounded-full bg-red-500 align-middle">
              <span className="sr-only">{_('messages.new')}</span>
            </span>
          )}
          <Link
            to={`/user-home?username=${encodeURIComponent(item.senderUsername)}`}
            className="font-semibold text-slate-900 hover:text-primary-700"
          >
            {item.senderUsername}
          </Link>{' '}
          {_(actionIds[item.action])}{' '}
          {isLocalPath(item.url) ? (
            <Link to={item.url} className="font-medium text-primary-700 hover:underline">
              {title}
            </Link>
          ) : (
            <span className="font-medium text-slate-900">{title}</span>
          )}
        </p>
        {item.sourceContent && item.action !== 'Like' && (
          <p className="text-sm break-words whitespace-pre-line text-slate-800">
            {item.sourceContent}
          </p>
        )}
        {item.quoteContent && (
          <blockquote className="border-l-3 border-slate-200 pl-3 text-sm break-words whitespace-pre-line text-slate-500">
            {item.quoteContent}
          </blockquote>
        )}
        <p className="text-xs text-slate-400 tabular-nums">{formatDateTime(item.gmtCreate)}</p>
      </div>
      <Button
        variant="ghost"
        size="sm"
        className="self-start px-2 text-slate-400 hover:bg-red-50 hover:text-red-600"
        aria-label={_('messages.clean-one')}
        title={_('messages.clean-one')}
        onClick={onClean}
      >
        <Icon name="trash" className="size-4" />
      </Button>
    </article>
  );
}
