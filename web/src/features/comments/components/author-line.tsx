import { Avatar } from '../../../components/ui/avatar';
import { formatDateTime } from '../../../lib/format';
import { RoleBadge } from '../../../components/ui/role-badge';

export interface AuthorLineProps {
  name: string;
  avatar?: string | null | undefined;
  role?: string | null | undefined;
  titleName?: string | null | undefined;
  titleColor?: string | null | undefined;
  /** The person answered, for a reply to a reply. */
  toName?: string | null | undefined;
  time: string;
  replyLabel?: string;
}

/** Avatar, name with the SPA/ADM badge and title, whom it answers, and when. */
export function AuthorLine(p: AuthorLineProps) {
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-0.5 text-sm">
      <Avatar name={p.name} src={p.avatar} className="size-7 text-xs" />
      <a
        href={`/user-home?username=${encodeURIComponent(p.name)}`}
        className="font-medium break-all text-slate-800 hover:text-primary-600"
      >
        {p.name}
      </a>
      <RoleBadge role={p.role} />
      {p.titleName && (
        <span
          className="rounded px-1 text-[10px] text-white"
          style={{
            backgroundColor: /^#[0-9a-f]{3,8}$/i.test(p.titleColor ?? '')
              ? (p.titleColor ?? undefined)
              : '#64748b',
          }}
        >
          {p.titleName}
        </span>
      )}
      {p.toName && (
        <span className="text-slate-500">
          {p.replyLabel} <span className="font-medium text-slate-700">@{p.toName}</span>
        </span>
      )}
      <span className="text-xs text-slate-400">{formatDateTime(p.time)}</span>
    </div>
  );
}
