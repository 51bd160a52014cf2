import { useLingui } from '@lingui/react';
import { MarkdownView } from '../../../components/ui/markdown-view';
import { useGroup } from '../group-context';
import { GroupAnnouncementFeed } from './group-announcement-feed';

/** The group's home: its description and, for members, the visible announcements. */
export function GroupHome() {
  const { _ } = useLingui();
  const { group, level } = useGroup();
  return (
    <div className="grid gap-6 p-4 sm:p-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <section aria-labelledby="group-description" className="min-w-0">
        <h2 id="group-description" className="mb-3 text-base font-semibold text-slate-900">
          {_('groups.field.description')}
        </h2>
        <MarkdownView source={group.description ?? ''} />
      </section>
      {level >= 3 && <GroupAnnouncementFeed gid={group.id} />}
    </div>
  );
}
