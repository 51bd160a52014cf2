import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { cn } from '../../../lib/cn';
import type { RankRecord } from '../api/get-rank-list';
import { nicknameTone } from '../rank-format';

export const userHomeHref = (username: string) =>
  `/user-home?username=${encodeURIComponent(username)}`;

/** The title an admin gave the user, on its own colour. */
export function TitleTag({ name, color }: { name: string; color: string }) {
  if (!name) return null;
  return (
    <span
      className="inline-flex items-center rounded px-1.5 py-0.5 text-[11px] leading-none font-medium whitespace-nowrap text-white"
      style={{ backgroundColor: color || '#64748b' }}
    >
      {name}
    </span>
  );
}

export function NicknameTag({ nickname, className }: { nickname: string; className?: string }) {
  if (!nickname) return null;
  return (
    <span
      className={cn(
        'inline-flex max-w-full items-center truncate rounded-md px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        nicknameTone(nickname),
        className,
      )}
    >
      {nickname}
    </span>
  );
}

/** Avatar, username (to the user home) and title tag. */
export function RankUser({ row }: { row: RankRecord }) {
  return (
    <div className="flex min-w-0 items-center gap-2.5">
      <Avatar name={row.username} src={row.avatar} className="size-8" />
      <div className="flex min-w-0 flex-wrap items-center gap-1.5">
        <Link
          to={userHomeHref(row.username)}
          className="truncate font-medium text-slate-800 hover:text-primary-600"
        >
          {row.username}
        </Link>
        <TitleTag name={row.titleName} color={row.titleColor} />
      </div>
    </div>
  );
}
