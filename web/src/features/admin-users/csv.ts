import Papa from 'papaparse';

/** username, password, email, realname, gender, nickname, school (spec 3 section 5). */
export const CSV_COLUMNS = 7;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 25;
export const USERNAME_MAX = 20;
export const BATCH_MAX = 500;

export interface CsvRow {
  /** 1-based, as the server numbers rows (a header line is not counted). */
  row: number;
  cells: string[];
  /** Catalogue id of the first problem the browser sees, or null (the server checks it all). */
  problemId: string | null;
}

const isHeader = (cells: string[]) =>
  ['username', '用户名'].includes((cells[0] ?? '').toLowerCase());

const problemOf = (cells: string[], extra: boolean): string | null => {
  const [username = '', password = ''] = cells;
  if (extra) return 'admin-users.csv.too-many-columns';
  if (username === '') return 'admin-users.csv.username-required';
  if (Array.from(username).length > USERNAME_MAX) return 'admin-users.csv.username-too-long';
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX)
    return 'admin-users.csv.password-length';
  return null;
};

/**
 * Parses a UTF-8 CSV of users into rows of exactly seven trimmed cells (missing optional
 * columns are empty). A first line naming the columns is skipped; blank lines are ignored.
 */
export function parseUserCsv(text: string): CsvRow[] {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const lines = parsed.data.map((line) => line.map((cell) => cell.trim()));
  const body = lines.length > 0 && isHeader(lines[0]!) ? lines.slice(1) : lines;
  return body.map((line, i) => {
    const extra = line.slice(CSV_COLUMNS).some((cell) => cell !== '');
    const cells = Array.from({ length: CSV_COLUMNS }, (_, c) => line[c] ?? '');
    return { row: i + 1, cells, problemId: problemOf(cells, extra) };
  });
}
