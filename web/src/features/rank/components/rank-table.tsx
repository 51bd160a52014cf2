import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { formatAcRate } from '../../../lib/format';
import type { RankRecord, RankType } from '../api/get-rank-list';
import { plainText } from '../rank-format';
import { NicknameTag, RankUser } from './rank-user';

export interface RankTableProps {
  type: RankType;
  rows: readonly RankRecord[];
  /** Sequence number of the first row (page offset + 1). */
  first: number;
  loading: boolean;
}

type Translate = (id: string) => string;
const acHref = (username: string) => `/status?username=${encodeURIComponent(username)}&status=0`;

/** The AC count links to the user's accepted submissions. */
function AcLink({ row }: { row: RankRecord }) {
  return (
    <Link to={acHref(row.username)} className="font-medium text-primary-600 hover:underline">
      {row.ac}
    </Link>
  );
}

/** Sequence number; the first three on a medal colour. */
export function Seq({ n }: { n: number }) {
  const medal = ['bg-amber-400', 'bg-slate-400', 'bg-orange-400'][n - 1];
  return medal ? (
    <span
      className={`inline-flex size-6 items-center justify-center rounded-full text-xs font-semibold text-white ${medal}`}
    >
      {n}
    </span>
  ) : (
    <span className="inline-flex w-6 justify-center text-slate-500 tabular-nums">{n}</span>
  );
}

const acmColumns = (_: Translate): Column<RankRecord>[] => [
  { key: 'ac', header: _('rank.ac'), cell: (r) => <AcLink row={r} /> },
  { key: 'total', header: _('rank.total'), cell: (r) => r.total },
  { key: 'rating', header: _('rank.rating'), cell: (r) => formatAcRate(r.ac, r.total) },
];

const oiColumns = (_: Translate): Column<RankRecord>[] => [
  {
    key: 'score',
    header: _('rank.score'),
    cell: (r) => <b className="font-semibold">{r.score}</b>,
  },
  {
    key: 'ac-total',
    header: _('rank.ac-total'),
    cell: (r) => (
      <span>
        <AcLink row={r} /> / {r.total}
      </span>
    ),
  },
];

const columnsOf = (type: RankType, first: number, _: Translate): Column<RankRecord>[] => [
  { key: 'seq', header: '#', cell: (_r, i) => <Seq n={first + i} />, className: 'w-14' },
  { key: 'user', header: _('rank.user'), cell: (r) => <RankUser row={r} />, className: 'w-64' },
  {
    key: 'nickname',
    header: _('rank.nickname'),
    cell: (r) => <NicknameTag nickname={r.nickname} />,
    className: 'max-w-40',
  },
  ...(type === 'acm' ? acmColumns(_) : oiColumns(_)),
  {
    key: 'signature',
    header: _('rank.signature'),
    cell: (r) => <span className="line-clamp-1 text-slate-500">{plainText(r.signature)}</span>,
    hideBelow: 'lg',
    className: 'max-w-72',
  },
];

/** One user on a phone: place, who, and the numbers of the list's kind. */
function RankCard({ row, n, type }: { row: RankRecord; n: number; type: RankType }) {
  return (
    <div className="flex items-center gap-3">
      <Seq n={n} />
      <div className="min-w-0 flex-1 space-y-1">
        <RankUser row={row} />
        <NicknameTag nickname={row.nickname} />
      </div>
      <div className="text-right text-sm">
        <p className="font-semibold text-slate-800">
          {type === 'acm' ? (
            <>
              <AcLink row={row} /> <span className="font-normal text-slate-400">/ {row.total}</span>
            </>
          ) : (
            row.score
          )}
        </p>
        <p className="text-xs text-slate-500">
          {type === 'acm' ? formatAcRate(row.ac, row.total) : `${row.ac} / ${row.total}`}
        </p>
      </div>
    </div>
  );
}

/** The rank rows: a table on wide screens, one card per user on phones. */
export function RankTable({ type, rows, first, loading }: RankTableProps) {
  const { _ } = useLingui();
  return (
    <DataTable
      columns={columnsOf(type, first, (id) => _(id))}
      rows={rows}
      rowKey={(r) => r.uid}
      empty={_('rank.empty')}
      loading={loading}
      card={(r, i) => <RankCard row={r} n={first + i} type={type} />}
      minWidth={720}
      caption={_(type === 'acm' ? 'rank.acm-title' : 'rank.oi-title')}
    />
  );
}
