import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { formatAcRate } from '../../../lib/format';
import type { RankRecord } from '../api/get-rank-list';
import { NicknameTag, RankUser } from './rank-user';
import { Seq } from './rank-table';

export interface GroupRankTableProps {
  gid: number;
  rows: readonly RankRecord[];
  /** Sequence number of the first row (page offset + 1). */
  first: number;
  loading: boolean;
  caption: string;
}

type Translate = (id: string) => string;

/** Spec 3 section 2.11: the AC count opens the group's status filtered by user and AC. */
export const groupAcHref = (gid: number, username: string) =>
  `/group/${gid}/status?username=${encodeURIComponent(username)}&status=0`;

function AcLink({ gid, row }: { gid: number; row: RankRecord }) {
  return (
    <Link
      to={groupAcHref(gid, row.username)}
      className="font-medium text-primary-600 hover:underline"
    >
      {row.ac}
    </Link>
  );
}

const columnsOf = (gid: number, first: number, _: Translate): Column<RankRecord>[] => [
  { key: 'seq', header: '#', cell: (_r, i) => <Seq n={first + i} />, className: 'w-14' },
  { key: 'user', header: _('rank.user'), cell: (r) => <RankUser row={r} />, className: 'w-64' },
  {
    key: 'nickname',
    header: _('rank.nickname'),
    cell: (r) => <NicknameTag nickname={r.nickname} />,
    className: 'max-w-40',
  },
  { key: 'ac', header: _('rank.ac'), cell: (r) => <AcLink gid={gid} row={r} /> },
  { key: 'total', header: _('rank.total'), cell: (r) => r.total },
  {
    key: 'score',
    header: _('rank.score'),
    cell: (r) => <b className="font-semibold">{r.score}</b>,
  },
  // HOJ's group rank shows the AC rate under "Rating" (spec 3: computed from ac and total).
  { key: 'rating', header: _('rank.rating'), cell: (r) => formatAcRate(r.ac, r.total) },
];

/** One member on a phone: place, who, then AC / total, score and the AC rate. */
function GroupRankCard({ gid, row, n }: { gid: number; row: RankRecord; n: number }) {
  const { _ } = useLingui();
  return (
    <div className="flex items-center gap-3">
      <Seq n={n} />
      <div className="min-w-0 flex-1 space-y-1">
        <RankUser row={row} />
        <NicknameTag nickname={row.nickname} />
      </div>
      <div className="text-right text-sm">
        <p className="font-semibold text-slate-800">
          <AcLink gid={gid} row={row} />{' '}
          <span className="font-normal text-slate-400">/ {row.total}</span>
        </p>
        <p className="text-xs text-slate-500">
          {_('rank.score')} {row.score} · {formatAcRate(row.ac, row.total)}
        </p>
      </div>
    </div>
  );
}

/** The group rank rows: a table on wide screens, one card per member on phones. */
export function GroupRankTable({ gid, rows, first, loading, caption }: GroupRankTableProps) {
  const { _ } = useLingui();
  return (
    <DataTable
      columns={columnsOf(gid, first, (id) => _(id))}
      rows={rows}
      rowKey={(r) => r.uid}
      empty={_('rank.empty')}
      loading={loading}
      card={(r, i) => <GroupRankCard gid={gid} row={r} n={first + i} />}
      minWidth={720}
      caption={caption}
    />
  );
}
