import ExcelJS from 'exceljs';
import type { AcmCellDto, ScoreboardRowDto } from '@oj/events/scoring';

/** h:mm:ss of a number of seconds (a solve time from the contest start). */
const clock = (s: number) =>
  `${Math.floor(s / 3600)}:${String(Math.floor(s / 60) % 60).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;

/** An ACM cell as a judge reads it on paper: solve time, wrong tries, frozen tries. */
const acmCell = (c: AcmCellDto | undefined): string => {
  if (!c) return '';
  const parts = [
    c.isAC && c.ACTime !== null ? clock(c.ACTime) : '',
    c.errorNum > 0 ? `(-${c.errorNum})` : '',
    c.tryNum > 0 ? `(+${c.tryNum})` : '',
  ];
  return parts.join('');
};

/**
 * The board as a workbook (HOJ's download-contest-rank): one sheet, one row per board row in
 * board order, stars ranked "*", a column per problem; first solves are bold on green.
 */
export const rankWorkbook = async (
  type: 'ACM' | 'OI',
  displayIds: readonly string[],
  rows: readonly ScoreboardRowDto[],
): Promise<Buffer> => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Rank');
  const head =
    type === 'ACM'
      ? ['Rank', 'Username', 'Name', 'Realname', 'School', 'AC', 'Total', 'Penalty']
      : ['Rank', 'Username', 'Name', 'Realname', 'School', 'Total score'];
  sheet.addRow([...head, ...displayIds]).font = { bold: true };
  for (const r of rows) {
    const rank = r.star ? '*' : r.rank;
    const lead = [rank, r.username, r.rankShowName, r.realname, r.school];
    const info = r.submissionInfo as Record<string, AcmCellDto | number>;
    const row =
      type === 'ACM'
        ? sheet.addRow([
            ...lead,
            r.ac,
            r.total,
            clock(r.totalTime),
            ...displayIds.map((d) => acmCell(info[d] as AcmCellDto | undefined)),
          ])
        : sheet.addRow([
            ...lead,
            r.totalScore,
            ...displayIds.map((d) => (info[d] as number | undefined) ?? ''),
          ]);
    if (type !== 'ACM') continue;
    displayIds.forEach((d, i) => {
      const c = info[d] as AcmCellDto | undefined;
      if (!c?.isAC) return;
      const cell = row.getCell(head.length + i + 1);
      cell.fill = {
        type: 'pattern',
        pattern: 'solid',
        fgColor: { argb: c.isFirstAC ? 'FF2E7D32' : 'FFC8E6C9' },
      };
      if (c.isFirstAC) cell.font = { bold: true, color: { argb: 'FFFFFFFF' } };
    });
  }
  sheet.columns.forEach((col) => (col.width = 14));
  return Buffer.from(await book.xlsx.writeBuffer());
};
