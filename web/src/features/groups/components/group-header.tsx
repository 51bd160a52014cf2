import { useLingui } from '@lingui/react';
import { Avatar } from '../../../components/ui/avatar';
import { Icon } from '../../../components/ui/icon';
import type { Group } from '../api/types';
import { GroupAuthTag } from './group-auth-tag';
import type { ReactNode } from 'react';

/** Avatar, name, short name, auth, owner and brief, with the membership actions under them. */
export function GroupHeader({ group, actions }: { group: Group; actions: ReactNode }) {
  const { _ } = useLingui();
  return (
    <header className="rounded-xl border border-slate-200/80 bg-white px-4 py-4 shadow-sm sm:px-6">
      <div className="flex flex-col items-center gap-3 text-center sm:flex-row sm:text-left">
        <Avatar name={group.name} src={group.avatar} className="size-16 rounded-xl text-2xl" />
        <div className="min-w-0 flex-1">
          <h1 className="text-xl font-semibold break-words text-slate-900 sm:text-2xl">
            {group.name}
          </h1>
          <div className="mt-1 flex flex-wrap items-center justify-center gap-2 text-sm text-slate-500 sm:justify-start">
            <span>{group.shortName}</span>
            <GroupAuthTag auth={group.auth} />
            <span className="inline-flex items-center gap-1">
              <Icon name="user" className="size-4" />
              <span className="sr-only">{_('groups.owner')}</span>
              {group.owner}
            </span>
          </div>
          <p className="mt-2 text-sm break-words text-slate-600">{group.brief}</p>
        </div>
        <div className="shrink-0">{actions}</div>
      </div>
    </header>
  );
}
