import { useLingui } from '@lingui/react';
import { Avatar } from '../../../components/ui/avatar';
import { Icon } from '../../../components/ui/icon';
import type { Group } from '../api/types';
import { GroupAuthTag } from './group-auth-tag';

/** One group in the list: avatar, name, short name, brief, auth and member count. */
export function GroupCard({ group, onOpen }: { group: Group; onOpen: (group: Group) => void }) {
  const { _ } = useLingui();
  return (
    <button
      type="button"
      onClick={() => onOpen(group)}
      className="flex h-full w-full min-w-0 flex-col gap-3 rounded-xl border border-slate-200/80 bg-white p-4 text-left shadow-sm transition hover:-translate-y-0.5 hover:border-primary-300 hover:shadow-md focus-visible:ring-2 focus-visible:ring-primary-500 focus-visible:outline-none"
    >
      <div className="flex min-w-0 items-center gap-3">
        <Avatar name={group.name} src={group.avatar} className="size-12 rounded-lg text-lg" />
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold text-slate-900">{group.name}</p>
          <p className="truncate text-xs text-slate-500">{group.shortName}</p>
        </div>
      </div>
      <p className="line-clamp-2 min-h-10 text-sm break-words text-slate-600">{group.brief}</p>
      <div className="mt-auto flex items-center justify-between gap-2 text-xs text-slate-500">
        <GroupAuthTag auth={group.auth} />
        <span className="inline-flex items-center gap-1 tabular-nums">
          <Icon name="users" className="size-4" />
          <span className="sr-only">{_('groups.member-count')}</span>
          {group.memberCount ?? 0}
        </span>
      </div>
    </button>
  );
}
