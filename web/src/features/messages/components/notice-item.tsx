import { useLingui } from '@lingui/react';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { MarkdownView } from '../../../components/ui/markdown-view';
import { formatDateTime } from '../../../lib/format';
import type { Notice } from '../api/types';

/** A system or personal notice: title, time and its markdown content. */
export function NoticeItem({ item, onClean }: { item: Notice; onClean: () => void }) {
  const { _ } = useLingui();
  return (
    <article className="space-y-2 px-4 py-4 sm:px-5">
      <div className="flex items-start gap-3">
        <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-600">
          <Icon name={item.type === 'Sys' ? 'bell' : 'inbox'} className="size-[18px]" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold break-words text-slate-900">
            {!item.state && (
              <span className="mr-2 inline-block size-2 rounded-full bg-red-500 align-middle">
                <span className="sr-only">{_('messages.new')}</span>
              </span>
            )}
            {item.title}
          </h3>
          <p className="text-xs text-slate-400 tabular-nums">{formatDateTime(item.gmtCreate)}</p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          className="px-2 text-slate-400 hover:bg-red-50 hover:text-red-600"
          aria-label={_('messages.clean-one')}
          title={_('messages.clean-one')}
          onClick={onClean}
        >
          <Icon name="trash" className="size-4" />
        </Button>
      </div>
      <MarkdownView source={item.content} className="text-sm sm:pl-12" />
    </article>
  );
}
