import { useLingui } from '@lingui/react';
import { Avatar } from '../../../components/ui/avatar';
import { Icon } from '../../../components/ui/icon';
import { formatDateTime } from '../../../lib/format';
import type { UserHome } from '../api/get-user-home';

// Only web addresses become links (the server refuses others; old data is shown as text).
const isWebLink = (value: string) => /^https?:\/\//i.test(value);

function ExternalLink({ label, href }: { label: string; href: string }) {
  if (!href) return null;
  return (
    <li className="flex min-w-0 items-center gap-2">
      <span className="w-14 shrink-0 text-slate-400">{label}</span>
      {isWebLink(href) ? (
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="truncate text-primary-600 hover:underline"
        >
          {href.replace(/^https?:\/\//i, '')}
        </a>
      ) : (
        <span className="truncate">{href}</span>
      )}
    </li>
  );
}

/** Picture, names, title and the public profile fields. */
export function ProfileCard({ user }: { user: UserHome }) {
  const { _ } = useLingui();
  const gender =
    user.gender === 'male'
      ? _('user-home.gender-male')
      : user.gender === 'female'
        ? _('user-home.gender-female')
        : '';
  return (
    <div className="flex flex-col items-center gap-3 p-5 text-center">
      <Avatar name={user.username} src={user.avatar} className="size-24 text-3xl" />
      <div className="space-y-1">
        <h1 className="text-xl font-semibold break-all text-slate-900">{user.username}</h1>
        {user.titleName && (
          <span
            className="inline-flex rounded px-2 py-0.5 text-xs font-medium text-white"
            style={{ backgroundColor: user.titleColor || '#64748b' }}
          >
            {user.titleName}
          </span>
        )}
        {user.nickname && <p className="text-sm text-slate-500">{user.nickname}</p>}
      </div>
      <ul className="w-full space-y-2 text-left text-sm text-slate-600">
        {user.school && (
          <li className="flex items-center gap-2">
            <Icon name="book" className="size-4 shrink-0 text-slate-400" />
            <span className="break-words">{user.school}</span>
          </li>
        )}
        {gender && (
          <li className="flex items-center gap-2">
            <Icon name="user" className="size-4 shrink-0 text-slate-400" />
            {gender}
          </li>
        )}
        <li className="flex items-center gap-2">
          <Icon name="clock" className="size-4 shrink-0 text-slate-400" />
          <span>
            {_('user-home.recent-login')}{' '}
            {user.recentLoginTime ? formatDateTime(user.recentLoginTime) : _('user-home.never')}
          </span>
        </li>
        <ExternalLink label="GitHub" href={user.github} />
        <ExternalLink label={_('user-home.blog')} href={user.blog} />
      </ul>
    </div>
  );
}
